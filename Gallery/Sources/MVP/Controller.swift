import GalleryDomain
import LiveScreens

/// The live module of one page, like the notes' `ExampleController`: it sets up a view
/// and its presenter for the screen on show, and does the routing and navigation, which
/// the notes leave to controllers. Taps on the screen's own controls go to its view.
@MainActor
final class Controller: LiveModule {
    private let page: LivePage
    /// The view on show, which owns its presenter; replacing it releases both.
    private var view: (any ScreenView)?

    init(page: LivePage) {
        self.page = page
    }

    func start(at location: GalleryLocation) async throws {
        try await setup(location)
    }

    func handle(_ event: ScreenEvent) async throws {
        switch (event, page.location) {
        case let (.openUser(user), .users?):
            try await setup(.photos(user: user))
        case let (.openPhoto(photo), .photos(user)?):
            try await setup(.photo(user: user, photo: photo))
        case (.back, let location?):
            guard let parent = location.parent else { throw GalleryError.notOnThisScreen(event.name) }
            try await setup(parent)
        case (.like, _), (.unlike, _), (.openPodBayDoors, _):
            guard let view else { throw GalleryError.notOnThisScreen(event.name) }
            try await view.handle(event)
        default:
            throw GalleryError.notOnThisScreen(event.name)
        }
    }

    var parts: [(role: String, object: AnyObject)] {
        [("controller", self)] + (view?.parts ?? [])
    }

    /// The notes' `setup()`: a view, a presenter made with it, the view given its presenter.
    /// If the new view cannot load (a user or photo that is not there), the previous
    /// location is set up again and the error rethrown, so the page is never half drawn.
    private func setup(_ location: GalleryLocation) async throws {
        try await page.navigate(to: location, with: load)
    }

    private func load(_ location: GalleryLocation) async throws {
        view = nil
        page.show(location)
        switch location {
        case .users:
            let usersView = UsersView(page: page)
            usersView.presenter = UsersPresenter(usersView)
            view = usersView
        case let .photos(user):
            let photosView = PhotosView(page: page)
            photosView.presenter = PhotosPresenter(photosView, userID: user)
            view = photosView
        case let .photo(user, photo):
            let photoView = PhotoView(page: page)
            photoView.presenter = PhotoPresenter(photoView, userID: user, like: Like(photoID: photo, viewer: page.viewer))
            view = photoView
        }
        try await view?.setupView()
    }
}
