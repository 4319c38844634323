import GalleryDomain
import LiveScreens
import Trellis

/// Interprets a photo, its likes and the ship's answer into the photo screen's three view
/// models; likes through the use cases, and counts again when another tab likes the photo.
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
        likesSubscription = likeUpdates.observe(like.photoID, by: self)
    }

    func loadPhoto() async throws {
        let owner = try await usersRepository.getUser(userID)
        let photo = try await photosRepository.getPhoto(like.photoID, of: userID)
        update(viewModel: PhotoViewModel(photo: PhotoDetail(photo: photo, owner: owner)))
        try countLikes()
    }

    func likePhoto(_ photoID: Photo.ID) async throws {
        guard photoID == like.photoID else { throw GalleryError.notOnThisScreen("like") }
        try await LikePhoto.perform(like)
        try countLikes()
    }

    func unlikePhoto(_ photoID: Photo.ID) async throws {
        guard photoID == like.photoID else { throw GalleryError.notOnThisScreen("unlike") }
        try await UnlikePhoto.perform(like)
        try countLikes()
    }

    func openPodBayDoors() {
        update(viewModel: BannerViewModel(banner: HALBanner(OpenPodBayDoors.perform())))
    }

    func likesDidChange(of _: Photo.ID) {
        try? countLikes()
    }

    private func countLikes() throws {
        let likes = try CountLikes.perform(like)
        update(viewModel: LikesViewModel(likes: PhotoLikes(photoID: like.photoID, likes: likes)))
    }
}
