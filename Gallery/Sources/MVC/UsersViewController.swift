import Trellis
import GalleryDomain
import LiveScreens

/// The users list: fetches the users and pushes the chosen one's photos.
@MainActor
final class UsersViewController: ViewController {
    @Injected(\.usersRepository) private var usersRepository: any UsersRepository
    weak var navigationController: NavigationController?
    private let usersView: UsersView

    init(page: LivePage) {
        usersView = UsersView(page: page)
    }

    func viewDidLoad() async throws {
        usersView.show(try await usersRepository.getUsers())
    }

    func handle(_ event: ScreenEvent) async throws {
        guard case let .openUser(user) = event else { throw GalleryError.notOnThisScreen(event.name) }
        try await navigationController?.show(.photos(user: user))
    }

    var parts: [(role: String, object: AnyObject)] {
        [("usersViewController", self), ("usersView", usersView)]
    }
}
