import GalleryDomain
import LiveScreens

/// One screen's controller, like the notes' `ExampleController`: it sets up a view and its
/// presenter for its screen, and does the routing and navigation, which the notes leave to
/// controllers. Taps on the screen's own controls go to its view.
@MainActor
final class Controller: ViewController {
    let page: LivePage
    let location: GalleryLocation
    /// The view, which owns its presenter.
    private var view: (any ScreenView)?

    init(page: LivePage, location: GalleryLocation) {
        self.page = page
        self.location = location
    }

    /// The notes' `setup()`: a view, a presenter made with it, the view given its presenter;
    /// then the view loads.
    func viewDidLoad() async throws {
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

    func handle(_ event: ScreenEvent) async throws {
        switch (event, location) {
        case let (.openUser(user), .users):
            try await show(.photos(user: user))
        case let (.openPhoto(photo), .photos(user)):
            try await show(.photo(user: user, photo: photo))
        case (.like, _), (.unlike, _), (.openPodBayDoors, _):
            guard let view else { throw GalleryError.notOnThisScreen(event.name) }
            try await view.handle(event)
        default:
            try await handleUnmatched(event)
        }
    }

    var parts: [ScreenPart] {
        [ScreenPart("controller", self)] + (view?.parts ?? [])
    }

    /// Routing: pushes the controller of `location`.
    private func show(_ location: GalleryLocation) async throws {
        try await navigationController?.pushViewController(Controller(page: page, location: location))
    }
}
