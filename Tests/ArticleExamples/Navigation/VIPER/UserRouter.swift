public import TrellisNavigation

/// The iOS Architecture Patterns notes' VIPER router contract.
public protocol AnyRouter: ViperRouter {}

/// The notes' router; both its references are weak.
public final class UserRouter: AnyRouter {
    public weak var entry: (any AnyView)?
    public weak var presenter: (any AnyPresenter)?

    public init() {}

    public static func start() -> ViperModule<UserViewController, UserInteractor, UserPresenter, UserRouter> {
        .assemble(
            view: UserViewController(),
            interactor: UserInteractor(),
            presenter: UserPresenter(),
            router: UserRouter()
        )
    }
}
