import GalleryDomain
import LiveScreens
import Trellis

/// The users list: creates its presenter, shows its view model, and opens a user's photos
/// when one is tapped.
@MainActor
final class UsersView: PresenterView {
    let page: LivePage
    let location: GalleryLocation
    let presenter: UsersPresenter

    init(page: LivePage) {
        self.page = page
        self.location = .users
        presenter = UsersPresenter()
    }

    func viewDidLoad() async throws {
        listenToUpdates()
        try await presenter.loadUsers()
    }

    func handle(_ event: ScreenEvent) async throws {
        guard case let .openUser(user) = event else { throw GalleryError.notOnThisScreen(event.name) }
        try await window?.show(.photos(user: user))
    }

    private func listenToUpdates() {
        presenter.viewModel { [weak self] (viewModel: UsersViewModel) in
            self?.page.render(viewModel.list)
        }
    }
}
