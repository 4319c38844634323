public import TrellisNavigation

/// The iOS Architecture Patterns notes' VIPER presenter contract.
public protocol AnyPresenter: ViperPresenter {
    func interactorDidFetchUsers(with result: Result<[User], any Error>)
}

/// The notes' presenter; its view reference is weak, interactor and router strong.
public final class UserPresenter: AnyPresenter {
    public weak var view: (any AnyView)?
    public var router: (any AnyRouter)?
    public var interactor: (any AnyInteractor)? {
        didSet {
            interactor?.getUsers()
        }
    }

    public init() {}

    public func interactorDidFetchUsers(with result: Result<[User], any Error>) {
        switch result {
        case let .success(users):
            view?.update(with: users)
        case let .failure(error):
            view?.update(with: String(describing: error))
        }
    }
}
