import Trellis

// The seed's VIPER module, with the weak references that avoid its retain cycles.

protocol AnyView: ViperView {
    func update(with users: [User])
    func update(with error: String)
}

protocol AnyInteractor: ViperInteractor {
    func getUsers()
}

protocol AnyPresenter: ViperPresenter {
    func interactorDidFetchUsers(with result: Result<[User], any Error>)
}

protocol AnyRouter: ViperRouter {}

final class UserViewController: AnyView {
    var presenter: (any AnyPresenter)?
    private(set) var users: [User] = []
    private(set) var error: String?

    func update(with users: [User]) { self.users = users }
    func update(with error: String) { self.error = error }
}

final class UserInteractor: AnyInteractor {
    @Injected(\.usersRepository) var usersRepository: any UsersRepository
    weak var presenter: (any AnyPresenter)?

    func getUsers() {
        usersRepository.getUsers { [weak self] result in
            Task { @MainActor in self?.presenter?.interactorDidFetchUsers(with: result) }
        }
    }
}

final class UserPresenter: AnyPresenter {
    weak var view: (any AnyView)?
    var router: (any AnyRouter)?
    var interactor: (any AnyInteractor)? {
        didSet { interactor?.getUsers() }
    }

    func interactorDidFetchUsers(with result: Result<[User], any Error>) {
        switch result {
        case let .success(users): view?.update(with: users)
        case let .failure(error): view?.update(with: "\(error)")
        }
    }
}

final class UserRouter: AnyRouter {
    weak var entry: (any AnyView)?
    weak var presenter: (any AnyPresenter)?

    static func start() -> ViperModule<UserViewController, UserInteractor, UserPresenter, UserRouter> {
        .assemble(view: UserViewController(), interactor: UserInteractor(), presenter: UserPresenter(), router: UserRouter())
    }
}
