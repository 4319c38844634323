import GalleryDomain
public import LiveScreens

/// Clean Architecture (the Clean Architecture framework's Implementation section): a `Presenter`
/// interprets the application's data — the repositories and use cases, the business logic —
/// into `ViewModel`s, and the `View` (here a `PresenterView`) listens to them and shows them.
///
/// Each View creates its own Presenter, as the framework says, so releasing the View releases the
/// Presenter and its view models. The presenters know nothing about the views; the views
/// listen with the framework's own `presenter.viewModel { [weak self] (viewModel: …) in … }` and
/// are called on the main actor.
public struct CleanPattern: GalleryPattern {
    public init() {}

    public var id: String { "clean" }
    public var name: String { "Clean" }
    public var summary: String {
        "Presenters turn the business logic's data into view models; views listen to them and show them."
    }
    public var folder: String { "Gallery/Sources/Clean" }

    @MainActor
    public func assemble(on page: LivePage) -> any LiveModule {
        // As the framework says, an app is transitions between views and most of the time only
        // one is active: the window shows that one, made for a location.
        Window(page: page) { location in
            switch location {
            case .users: UsersView(page: page)
            case let .photos(user): PhotosView(page: page, userID: user)
            case let .photo(user, photo): PhotoView(page: page, userID: user, like: Like(photoID: photo, viewer: page.viewer))
            }
        }
    }
}
