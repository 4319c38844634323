import GalleryDomain
import Trellis

extension UsersModule {
    /// The notes' interactor contract.
    protocol AnyInteractor: ViperInteractor {
        func getUsers() async throws
    }

    /// Fetches the users through the injected repository and reports them to the presenter.
    final class UserInteractor: AnyInteractor {
        @Injected(\.usersRepository) private var usersRepository: any UsersRepository
        /// Weak: the presenter owns the interactor.
        weak var presenter: (any AnyPresenter)?

        func getUsers() async throws {
            presenter?.interactorDidFetchUsers(with: try await usersRepository.getUsers())
        }
    }
}
