import TrellisNavigation

protocol AnyRouter: ViperRouter {}

/// The seed's router; both its references are weak.
final class UserRouter: AnyRouter {
    weak var entry: (any AnyView)?
    weak var presenter: (any AnyPresenter)?

    static func start() -> ViperModule<UserViewController, UserInteractor, UserPresenter, UserRouter> {
        .assemble(
            view: UserViewController(),
            interactor: UserInteractor(),
            presenter: UserPresenter(),
            router: UserRouter()
        )
    }
}
