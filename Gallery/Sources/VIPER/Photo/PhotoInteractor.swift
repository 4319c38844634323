import GalleryDomain
import Trellis

extension PhotoModule {
    /// What the photo presenter asks of its interactor.
    protocol AnyInteractor: ViperInteractor {
        func getPhoto() async throws
        func countLikes() async throws
        func likePhoto() async throws
        func unlikePhoto() async throws
        func openPodBayDoors()
    }

    /// Fetches the photo and its owner through the repositories, likes and counts through
    /// Plug, asks the ship through Plug, and hands on the count it is handed whenever another
    /// tab likes the photo.
    final class PhotoInteractor: AnyInteractor, LikeObserving {
        @Injected(\.usersRepository) private var usersRepository: any UsersRepository
        @Injected(\.photosRepository) private var photosRepository: any PhotosRepository
        @Injected(\.likeUpdates) private var likeUpdates: LikeUpdates
        /// Weak: the presenter owns the interactor.
        weak var presenter: (any AnyPresenter)?
        private let userID: User.ID
        private let like: Like
        /// Follows the photo's likes, and the time, while the interactor lives.
        private var likesSubscription: LikesSubscription?

        init(userID: User.ID, like: Like) {
            self.userID = userID
            self.like = like
            likesSubscription = likeUpdates.observe(like, by: self)
        }

        func getPhoto() async throws {
            let owner = try await usersRepository.getUser(userID)
            presenter?.interactorDidFetchPhoto(try await photosRepository.getPhoto(like.photoID, of: userID), by: owner)
        }

        func countLikes() async throws {
            presenter?.interactorDidCountLikes(try await action(CountLikes.self, like))
        }

        func likePhoto() async throws {
            presenter?.interactorDidCountLikes(try await action(LikePhoto.self, like))
        }

        func unlikePhoto() async throws {
            presenter?.interactorDidCountLikes(try await action(UnlikePhoto.self, like))
        }

        func openPodBayDoors() {
            presenter?.interactorDidAskToOpenPodBayDoors(with: action(OpenPodBayDoors.self))
        }

        func likesDidChange(_ likes: LikeCount, of _: Photo.ID) {
            presenter?.interactorDidCountLikes(likes)
        }
    }
}
