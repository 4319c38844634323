import GalleryDomain
import LiveScreens
import Trellis

/// One photo: creates its presenter, shows its three view models in their regions, and
/// passes taps on the like button and HAL's button to the presenter.
@MainActor
final class PhotoView: PresenterView {
    let page: LivePage
    let location: GalleryLocation
    let presenter: PhotoPresenter
    private let userID: User.ID

    init(page: LivePage, userID: User.ID, like: Like) {
        self.userID = userID
        self.page = page
        self.location = .photo(user: userID, photo: like.photoID)
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
            self?.page.render(viewModel.photo)
        }
        presenter.viewModel { [weak self] (viewModel: LikesViewModel) in
            self?.page.render(viewModel.likes)
        }
        presenter.viewModel { [weak self] (viewModel: BannerViewModel) in
            self?.page.render(viewModel.banner)
        }
    }
}
