public import TrellisInjection
public import TrellisNavigation

/// The iOS Architecture Patterns notes' VIPER interactor contract.
public protocol AnyInteractor: ViperInteractor {
    func getUsers()
}

/// The notes' interactor; its presenter reference is weak.
public final class UserInteractor: AnyInteractor {
    @Injected(\.usersRepository) public var usersRepository: any UsersRepository
    public weak var presenter: (any AnyPresenter)?
    public private(set) var fetches = 0

    public init() {}

    public func getUsers() {
        fetches += 1
        usersRepository.getUsers { [weak self] result in
            // The repository may answer on any thread; the module lives on the main actor.
            Task { @MainActor in self?.presenter?.interactorDidFetchUsers(with: result) }
        }
    }
}
