import GalleryDomain
import LiveScreens

/// The photo screen: a passive view over three regions (the photo with HAL's button, the
/// like button and count, HAL's banner). It passes each tap to its presenter and shows the
/// view model it is told about.
@MainActor
final class PhotoView: ScreenView, PhotoViewDelegate {
    var presenter: PhotoPresenter?
    let page: LivePage

    init(page: LivePage) {
        self.page = page
    }

    func handle(_ event: ScreenEvent) async throws {
        switch event {
        case let .like(photo): try await presenter?.didTapLike(photo)
        case let .unlike(photo): try await presenter?.didTapUnlike(photo)
        case .openPodBayDoors: presenter?.didTapMainButton()
        default: throw GalleryError.notOnThisScreen(event.name)
        }
    }

    func updatePhoto() {
        show(\PhotoViewModel.photo)
    }

    func updateLikes() {
        show(\LikesViewModel.likes)
    }

    func updateBanner() {
        show(\BannerViewModel.banner)
    }
}
