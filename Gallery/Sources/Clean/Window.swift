import Trellis
import GalleryDomain
import LiveScreens

/// The live module of one page. As the framework says, an app is transitions between views and
/// most of the time only one is active: the window shows that one, made for a location.
@MainActor
final class Window: LiveModule {
    let page: LivePage
    /// The View on show; replacing it releases the previous one with its presenter.
    private var view: (any ViewController)?

    init(page: LivePage) {
        self.page = page
    }

    func start(at location: GalleryLocation) async throws {
        try await show(location)
    }

    func handle(_ event: ScreenEvent) async throws {
        guard let view else { throw GalleryError.notOnThisScreen(event.name) }
        try await view.handle(event)
        await view.presenter.viewModels.delivered()
    }

    /// Awaits the delivery of what the presenter on show published by itself: a count
    /// made after another tab's like, or as the time went by.
    func rendered() async {
        await view?.presenter.viewModels.delivered()
    }

    var parts: [(role: String, object: AnyObject)] {
        [("window", self)] + (view?.parts ?? [])
    }

    /// Replaces the view on show with the view of `location`, and loads it.
    ///
    /// A presenter's listeners run on the main actor soon after it publishes, not during
    /// the call, which is all a phone screen needs. A page is read when the module returns
    /// (the first response, a form post, each step of a test), so the window awaits the
    /// delivery of what the view's presenter published before it returns.
    func show(_ location: GalleryLocation) async throws {
        try await page.navigate(to: location) { location in
            let view: any ViewController =
                switch location {
                case .users: UsersView()
                case let .photos(user): PhotosView(userID: user)
                case let .photo(user, photo): PhotoView(userID: user, like: Like(photoID: photo, viewer: page.viewer))
                }
            self.view = view
            view.window = self
            page.show(location)
            try await view.viewDidLoad()
            await view.presenter.viewModels.delivered()
        }
    }
}
