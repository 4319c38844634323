import GalleryDomain
import Trellis

extension PhotosModule {
    /// What the photos presenter asks of its interactor.
    protocol AnyInteractor: ViperInteractor {
        func getPhotos() async throws
    }

    /// Fetches a user and their photos through the injected repositories.
    final class PhotosInteractor: AnyInteractor {
        @Injected(\.usersRepository) private var usersRepository: any UsersRepository
        @Injected(\.photosRepository) private var photosRepository: any PhotosRepository
        /// Weak: the presenter owns the interactor.
        weak var presenter: (any AnyPresenter)?
        private let userID: User.ID

        init(userID: User.ID) {
            self.userID = userID
        }

        func getPhotos() async throws {
            let user = try await usersRepository.getUser(userID)
            presenter?.interactorDidFetchPhotos(try await photosRepository.getPhotos(of: userID), of: user)
        }
    }
}
