import Trellis
import GalleryDomain
import LiveScreens

/// One photo: creates its presenter, shows its three view models in their regions, and
/// passes taps on the like button and HAL's button to the presenter.
@MainActor
final class PhotoView: ViewController {
    weak var window: Window?
    let presenter: PhotoPresenter
    private let userID: User.ID

    init(userID: User.ID, like: Like) {
        self.userID = userID
        presenter = PhotoPresenter(userID: userID, like: like)
    }

    func viewDidLoad() async throws {
        listenToUpdates()
        try await presenter.loadPhoto()
    }

    func handle(_ event: ScreenEvent) async throws {
        switch event {
        case let .like(photo): try await presenter.likePhoto(photo)
        case let .unlike(photo): try await presenter.unlikePhoto(photo)
        case .openPodBayDoors: presenter.openPodBayDoors()
        case .back: try await window?.show(.photos(user: userID))
        case .openUser, .openPhoto: throw GalleryError.notOnThisScreen(event.name)
        }
    }

    private func listenToUpdates() {
        presenter.viewModel { [weak self] (viewModel: PhotoViewModel) in
            self?.render(viewModel.photo, in: .photo)
        }
        presenter.viewModel { [weak self] (viewModel: LikesViewModel) in
            self?.render(viewModel.likes, in: .likes)
        }
        presenter.viewModel { [weak self] (viewModel: BannerViewModel) in
            self?.render(viewModel.banner, in: .banner)
        }
    }
}
