import GalleryDomain
import LiveScreens
import Trellis

/// Interprets a photo, its likes and the ship's answer into the photo screen's three view
/// models; counts and likes through the use cases, and publishes the count it is handed when
/// another tab likes the photo.
@MainActor
final class PhotoPresenter: Presenter, LikeObserving {
    let viewModels = ViewModels()
    @Injected(\.usersRepository) private var usersRepository: any UsersRepository
    @Injected(\.photosRepository) private var photosRepository: any PhotosRepository
    @Injected(\.likeUpdates) private var likeUpdates: LikeUpdates
    private let userID: User.ID
    private let like: Like
    /// Follows the photo's likes, and the time, while the presenter lives.
    private var likesSubscription: LikesSubscription?

    init(userID: User.ID, like: Like) {
        self.userID = userID
        self.like = like
        likesSubscription = likeUpdates.observe(like, by: self)
    }

    func loadPhoto() async throws {
        let owner = try await usersRepository.getUser(userID)
        let photo = try await photosRepository.getPhoto(like.photoID, of: userID)
        update(viewModel: PhotoViewModel(photo: PhotoDetail(photo: photo, owner: owner)))
        show(try await CountLikes.perform(like))
    }

    func likePhoto(_ photoID: Photo.ID) async throws {
        guard photoID == like.photoID else { throw GalleryError.notOnThisScreen("like") }
        show(try await LikePhoto.perform(like))
    }

    func unlikePhoto(_ photoID: Photo.ID) async throws {
        guard photoID == like.photoID else { throw GalleryError.notOnThisScreen("unlike") }
        show(try await UnlikePhoto.perform(like))
    }

    func openPodBayDoors() {
        update(viewModel: BannerViewModel(banner: HALBanner(OpenPodBayDoors.perform())))
    }

    func likesDidChange(_ likes: LikeCount, of _: Photo.ID) {
        show(likes)
    }

    private func show(_ likes: LikeCount) {
        update(viewModel: LikesViewModel(likes: PhotoLikes(photoID: like.photoID, likes: likes)))
    }
}
