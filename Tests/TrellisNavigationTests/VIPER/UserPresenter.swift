import TrellisNavigation

protocol AnyPresenter: ViperPresenter {
    func interactorDidFetchUsers(with result: Result<[User], any Error>)
}

/// The seed's presenter; its view reference is weak, interactor and router strong.
final class UserPresenter: AnyPresenter {
    weak var view: (any AnyView)?
    var router: (any AnyRouter)?
    var interactor: (any AnyInteractor)? {
        didSet {
            interactor?.getUsers()
        }
    }

    func interactorDidFetchUsers(with result: Result<[User], any Error>) {
        switch result {
        case let .success(users):
            view?.update(with: users)
        case let .failure(error):
            view?.update(with: String(describing: error))
        }
    }
}
