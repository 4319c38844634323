import Trellis

extension VIPER.PhotoModule {
    /// What the presenter can tell the photo screen to show, one region at a time.
    protocol AnyView: ViperView {
        func update(with photo: Photo, by owner: User)
        func update(with likes: LikeCount, of photo: Photo.ID)
        func update(withBanner message: String)
    }

    /// Shows a photo, its like button and HAL's banner, and passes taps on them to its presenter.
    final class PhotoViewController: AnyView, VIPER.ViewController {
        /// Strong: the view owns the module.
        var presenter: (any AnyPresenter)?
        weak var window: VIPER.Window?

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
            render(Picture(title: photo.title, hue: photo.hue, ownerID: owner.id, ownerName: owner.name), in: .photo)
        }

        func update(with likes: LikeCount, of photo: Photo.ID) {
            render(LikeButton(photoID: photo, liked: likes.likedByViewer, count: likes.count, summary: likes.summary), in: .likes)
        }

        func update(withBanner message: String) {
            render(Banner(message: message), in: .banner)
        }

        // What the photo, likes and banner templates read.

        private struct Picture {
            let title: String
            let hue: Int
            let ownerID: User.ID
            let ownerName: String
        }

        private struct LikeButton {
            let photoID: Photo.ID
            let liked: Bool
            let count: Int
            let summary: String
        }

        private struct Banner {
            let message: String
        }
    }
}
