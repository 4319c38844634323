import GalleryDomain
import LiveScreens

/// The photo screen's view and its subviews: the photo with HAL's button, the like
/// button and count, and HAL's banner. Its controller tells it what to show in each.
@MainActor
final class PhotoView {
    private let page: LivePage

    init(page: LivePage) {
        self.page = page
    }

    func show(_ photo: Photo, by owner: User) {
        page.render(PhotoDetail(photo: photo, owner: owner))
    }

    func show(_ likes: LikeCount, of photoID: Photo.ID) {
        page.render(PhotoLikes(photoID: photoID, likes: likes))
    }

    func show(_ answer: DoorAnswer) {
        page.render(HALBanner(answer))
    }
}
