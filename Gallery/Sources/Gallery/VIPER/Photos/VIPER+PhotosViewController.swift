import Trellis

extension VIPER.PhotosModule {
    /// What the presenter can tell the photo grid to show.
    protocol AnyView: ViperView {
        func update(with photos: [Photo], of user: User)
    }

    /// Shows a user's photos and passes a tap on one, or on "back", to its presenter.
    final class PhotosViewController: AnyView, VIPER.ViewController {
        /// Strong: the view owns the module.
        var presenter: (any AnyPresenter)?
        weak var window: VIPER.Window?

        func viewDidLoad() async throws {
            try await presenter?.viewDidLoad()
        }

        func handle(_ event: ScreenEvent) async throws {
            switch event {
            case let .openPhoto(photo): try await presenter?.didSelectPhoto(photo)
            case .back: try await presenter?.didTapBack()
            default: throw GalleryError.notOnThisScreen(event.name)
            }
        }

        func update(with photos: [Photo], of user: User) {
            render(Grid(userName: user.name, photos: photos.map(Tile.init)), in: .photos)
        }

        /// What the photos template reads.
        private struct Grid {
            let userName: String
            let photos: [Tile]
        }

        private struct Tile {
            let id: Photo.ID
            let ownerID: User.ID
            let title: String
            let hue: Int

            init(_ photo: Photo) {
                id = photo.id
                ownerID = photo.userID
                title = photo.title
                hue = photo.hue
            }
        }
    }
}
