import GalleryDomain
import LiveScreens
import Trellis

extension UsersModule {
    /// The notes' view contract: what the presenter can tell the users list to show.
    protocol AnyView: ViperView {
        func update(with users: [User])
    }

    /// Shows the users it is given and passes a tap on one to its presenter.
    final class UserViewController: EntryViewController, AnyView {
        /// Strong: the view owns the module.
        var presenter: (any AnyPresenter)?

        override func viewDidLoad() async throws {
            try await presenter?.viewDidLoad()
        }

        override func handle(_ event: ScreenEvent) async throws {
            guard case let .openUser(user) = event else { throw GalleryError.notOnThisScreen(event.name) }
            try await presenter?.didSelectUser(user)
        }

        func update(with users: [User]) {
            page.render(UserList(users))
        }
    }
}
