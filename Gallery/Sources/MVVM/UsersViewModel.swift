package import GalleryDomain
import LiveScreens
import Observation
import Trellis

/// Where a tap on the users list leads; the users view model hands it on.
@MainActor
package protocol UsersNavigation: AnyObject {
    func showPhotos(of user: User.ID) async throws
}

/// The users list's state, loaded from the model (the injected repository).
@Observable
@MainActor
package final class UsersViewModel {
    /// Everyone, as the view lists them, once loaded; `nil` until then, so the view renders
    /// nothing half-made.
    private(set) var list: UserList?

    @ObservationIgnored @Injected(\.usersRepository) private var usersRepository: any UsersRepository
    @ObservationIgnored package weak var navigation: (any UsersNavigation)?

    package init(navigation: (any UsersNavigation)?) {
        self.navigation = navigation
    }

    package func load() async throws {
        list = UserList(try await usersRepository.getUsers())
    }

    package func openUser(_ user: User.ID) async throws {
        try await navigation?.showPhotos(of: user)
    }
}
