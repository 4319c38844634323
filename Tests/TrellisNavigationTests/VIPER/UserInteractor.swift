import TrellisInjection
import TrellisNavigation

enum FetchError: Error {
    case failed
}

protocol AnyInteractor: ViperInteractor {
    func getUsers()
}

/// The seed's interactor; its presenter reference is weak.
final class UserInteractor: AnyInteractor {
    @Injected(\.usersRepository) var usersRepository: any UsersRepository
    weak var presenter: (any AnyPresenter)?
    private(set) var fetches = 0

    func getUsers() {
        fetches += 1
        usersRepository.getUsers { [weak self] result in
            // The repository may answer on any thread; the module lives on the main actor.
            Task { @MainActor in self?.presenter?.interactorDidFetchUsers(with: result) }
        }
    }
}
