import GalleryDomain
import LiveScreens
import Trellis

/// What the photo presenter asks of its view: one update per part of the screen, so a
/// like elsewhere redraws the count and nothing else.
@MainActor
protocol PhotoViewDelegate: AnyObject {
    /// A new ``PhotoViewModel`` was published; show it.
    func updatePhoto()
    /// A new ``LikesViewModel`` was published; show it.
    func updateLikes()
    /// A new ``BannerViewModel`` was published; show it.
    func updateBanner()
}

/// The photo screen's logic: fetches the photo and its owner, likes and unlikes it for the
/// page's viewer, follows the likes made elsewhere, and asks HAL. It publishes one view
/// model per part of the screen.
@MainActor
final class PhotoPresenter: ScreenPresenter, LikeObserving {
    let viewModels = ViewModels()
    @Injected(\.usersRepository) private var usersRepository: any UsersRepository
    @Injected(\.photosRepository) private var photosRepository: any PhotosRepository
    @Injected(\.likeUpdates) private var likeUpdates: LikeUpdates
    private weak var photoView: (any PhotoViewDelegate)?
    private let userID: User.ID
    private let like: Like
    /// Follows the photo's likes, and the time, once loaded.
    private var likesSubscription: LikesSubscription?

    init(_ photoView: any PhotoViewDelegate, userID: User.ID, like: Like) {
        self.photoView = photoView
        self.userID = userID
        self.like = like
    }

    func load() async throws {
        let owner = try await usersRepository.getUser(userID)
        let photo = try await photosRepository.getPhoto(like.photoID, of: userID)
        update(viewModel: PhotoViewModel(photo: PhotoDetail(photo: photo, owner: owner)))
        photoView?.updatePhoto()
        show(try await CountLikes.perform(like))
        likesSubscription = likeUpdates.observe(like, by: self)
    }

    /// - Throws: ``GalleryError/notOnThisScreen(_:)`` for a photo other than the one on show.
    func didTapLike(_ photoID: Photo.ID) async throws {
        guard photoID == like.photoID else { throw GalleryError.notOnThisScreen("like") }
        show(try await LikePhoto.perform(like))
    }

    /// - Throws: ``GalleryError/notOnThisScreen(_:)`` for a photo other than the one on show.
    func didTapUnlike(_ photoID: Photo.ID) async throws {
        guard photoID == like.photoID else { throw GalleryError.notOnThisScreen("unlike") }
        show(try await UnlikePhoto.perform(like))
    }

    func didTapMainButton() {
        update(viewModel: BannerViewModel(banner: HALBanner(OpenPodBayDoors.perform())))
        photoView?.updateBanner()
    }

    func likesDidChange(_ likes: LikeCount, of _: Photo.ID) {
        show(likes)
    }

    private func show(_ likes: LikeCount) {
        update(viewModel: LikesViewModel(likes: PhotoLikes(photoID: like.photoID, likes: likes)))
        photoView?.updateLikes()
    }
}
