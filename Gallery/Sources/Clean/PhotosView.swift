import GalleryDomain
import LiveScreens
import Trellis

/// One user's photos: creates its presenter, shows its view model, and opens a photo, or
/// goes back to the users, when tapped.
@MainActor
final class PhotosView: PresenterView {
    let page: LivePage
    let location: GalleryLocation
    let presenter: PhotosPresenter
    private let userID: User.ID

    init(page: LivePage, userID: User.ID) {
        self.userID = userID
        self.page = page
        self.location = .photos(user: userID)
        presenter = PhotosPresenter(userID: userID)
    }

    func viewDidLoad() async throws {
        listenToUpdates()
        try await presenter.loadPhotos()
    }

    func handle(_ event: ScreenEvent) async throws {
        switch event {
        case let .openPhoto(photo): try await window?.show(.photo(user: userID, photo: photo))
        case .back: try await window?.show(.users)
        default: throw GalleryError.notOnThisScreen(event.name)
        }
    }

    private func listenToUpdates() {
        presenter.viewModel { [weak self] (viewModel: PhotosViewModel) in
            self?.page.render(viewModel.grid)
        }
    }
}
