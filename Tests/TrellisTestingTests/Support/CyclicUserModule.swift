import ArticleExamples
import Trellis

// The iOS Architecture Patterns notes' VIPER module exactly as first written: every back
// reference is strong, so the four parts keep each other alive ("There are a few retain cycles
// with view, presenter, router and interactor").

final class CyclicUserViewController: AnyView {
    var presenter: (any AnyPresenter)?
    func update(with users: [User]) {}
    func update(with error: String) {}
}

final class CyclicUserInteractor: AnyInteractor {
    var presenter: (any AnyPresenter)?  // should be weak
    func getUsers() {}
}

final class CyclicUserPresenter: AnyPresenter {
    var view: (any AnyView)?  // should be weak
    var router: (any AnyRouter)?
    var interactor: (any AnyInteractor)?
    func interactorDidFetchUsers(with result: Result<[User], any Error>) {}
}

final class CyclicUserRouter: AnyRouter {
    var entry: (any AnyView)?  // should be weak
    var presenter: (any AnyPresenter)?  // should be weak

    static func start() -> ViperModule<CyclicUserViewController, CyclicUserInteractor, CyclicUserPresenter, CyclicUserRouter> {
        .assemble(
            view: CyclicUserViewController(),
            interactor: CyclicUserInteractor(),
            presenter: CyclicUserPresenter(),
            router: CyclicUserRouter()
        )
    }
}
