import GalleryDomain
import LiveScreens
import Trellis

extension UsersModule {
    /// The notes' view contract: what the presenter can tell the users list to show.
    protocol AnyView: ViperView {
        func update(with users: [User])
    }

    /// Shows the users it is given and passes a tap on one to its presenter.
    final class UserViewController: EntryView, AnyView {
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
            guard case let .openUser(user) = event else { throw GalleryError.notOnThisScreen(event.name) }
            try await presenter?.didSelectUser(user)
        }

        func update(with users: [User]) {
            page.render(UserList(users))
        }
    }
}
