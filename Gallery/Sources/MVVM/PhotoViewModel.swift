package import GalleryDomain
import LiveScreens
import Observation
import Trellis

/// Where the photo screen's back link leads; the photo view model hands it on.
@MainActor
package protocol PhotoNavigation: AnyObject {
    func back() async throws
}

/// One photo, its likes as this viewer sees them, and HAL's answer: the state of the whole
/// photo screen, kept up to date with likes made in other tabs.
@Observable
@MainActor
package final class PhotoViewModel: LikeObserving {
    package let userID: User.ID
    package let photoID: Photo.ID
    /// The photo and its owner, as the view shows them; `nil` until loaded.
    private(set) var photo: PhotoDetail?
    /// The like button and count; `nil` until counted.
    private(set) var likes: PhotoLikes?
    /// What HAL said, once asked.
    private(set) var banner: HALBanner?

    @ObservationIgnored @Injected(\.usersRepository) private var usersRepository: any UsersRepository
    @ObservationIgnored @Injected(\.photosRepository) private var photosRepository: any PhotosRepository
    @ObservationIgnored @Injected(\.likeUpdates) private var likeUpdates: LikeUpdates
    private let like: Like
    @ObservationIgnored package weak var navigation: (any PhotoNavigation)?
    /// Follows the photo's likes, and the time, while the view model lives.
    @ObservationIgnored private var likesSubscription: LikesSubscription?

    package init(userID: User.ID, photoID: Photo.ID, viewer: Viewer, navigation: (any PhotoNavigation)?) {
        self.userID = userID
        self.photoID = photoID
        like = Like(photoID: photoID, viewer: viewer)
        self.navigation = navigation
        likesSubscription = likeUpdates.observe(like, by: self)
    }

    package func load() async throws {
        let owner = try await usersRepository.getUser(userID)
        let photo = try await photosRepository.getPhoto(photoID, of: userID)
        self.photo = PhotoDetail(photo: photo, owner: owner)
        show(try await CountLikes.perform(like))
    }

    package func likePhoto() async throws {
        show(try await LikePhoto.perform(like))
    }

    package func unlikePhoto() async throws {
        show(try await UnlikePhoto.perform(like))
    }

    package func openPodBayDoors() {
        banner = HALBanner(OpenPodBayDoors.perform())
    }

    package func back() async throws {
        try await navigation?.back()
    }

    package func likesDidChange(_ likes: LikeCount, of _: Photo.ID) {
        show(likes)
    }

    private func show(_ likes: LikeCount) {
        self.likes = PhotoLikes(photoID: photoID, likes: likes)
    }
}
