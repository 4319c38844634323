import GalleryDomain
import LiveScreens
import Trellis

extension PhotoModule {
    /// What the presenter can tell the photo screen to show, one region at a time.
    protocol AnyView: ViperView {
        func update(with photo: Photo, by owner: User)
        func update(with likes: LikeCount, of photo: Photo.ID)
        func update(with answer: DoorAnswer)
    }

    /// Shows a photo, its like button and HAL's banner, and passes taps on them to its presenter.
    final class PhotoViewController: EntryView, AnyView {
        let page: LivePage
        let location: GalleryLocation
        var module = ModuleParts()
        /// Strong: the view owns the module.
        var presenter: (any AnyPresenter)?

        init(page: LivePage, location: GalleryLocation) {
            self.page = page
            self.location = location
        }

        func viewDidLoad() async throws {
            try await presenter?.viewDidLoad()
        }

        func handle(_ event: ScreenEvent) async throws {
            switch event {
            case let .like(photo): try await presenter?.didTapLike(photo)
            case let .unlike(photo): try await presenter?.didTapUnlike(photo)
            case .openPodBayDoors: presenter?.didTapMainButton()
            case .back: try await presenter?.didTapBack()
            case .openUser, .openPhoto: throw GalleryError.notOnThisScreen(event.name)
            }
        }

        func update(with photo: Photo, by owner: User) {
            page.render(PhotoDetail(photo: photo, owner: owner))
        }

        func update(with likes: LikeCount, of photo: Photo.ID) {
            page.render(PhotoLikes(photoID: photo, likes: likes))
        }

        func update(with answer: DoorAnswer) {
            page.render(HALBanner(answer))
        }
    }
}
