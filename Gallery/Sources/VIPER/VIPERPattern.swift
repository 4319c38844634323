public import LiveScreens

/// VIPER (the iOS Architecture Patterns notes' VIPER section): each screen is a module of a
/// View, an Interactor, a Presenter and a Router, assembled with Trellis's
/// `ViperModule.assemble(view:interactor:presenter:router:)`.
///
/// The view owns the presenter, the presenter owns the interactor and the router, and the four
/// references back (presenter to view, interactor to presenter, router to view and presenter)
/// are weak, as the notes' closing comment asks. The window keeps only the view on show, so
/// showing the next module releases the previous one whole.
///
/// Each screen's module is nested in its own namespace (``UsersModule``, ``PhotosModule``,
/// ``PhotoModule``), so every module keeps the notes' names: `AnyView`, `AnyInteractor`,
/// `AnyPresenter`, `AnyRouter`, `EntryPoint`.
public struct VIPERPattern: GalleryPattern {
    public init() {}

    public var id: String { "viper" }
    public var name: String { "VIPER" }
    public var summary: String {
        "One module per screen: a view, a presenter in the middle, an interactor that fetches, a router that creates the next screen."
    }
    public var folder: String { "Gallery/Sources/VIPER" }

    @MainActor
    public func assemble(on page: LivePage) -> any LiveModule {
        // Like the notes' `UIWindow`, the window shows one module's entry view at a time; routers
        // put the next module in it, and a deep link starts the module of its location.
        Window(page: page) { location in
            switch location {
            case .users: UsersModule.UserRouter.start(page: page).entry
            case let .photos(user): PhotosModule.PhotosRouter.start(page: page, user: user).entry
            case let .photo(user, photo): PhotoModule.PhotoRouter.start(page: page, user: user, photo: photo).entry
            }
        }
    }
}
