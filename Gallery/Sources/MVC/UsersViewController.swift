import GalleryDomain
import LiveScreens
import Trellis

/// The users list: fetches the users and pushes the chosen one's photos.
@MainActor
final class UsersViewController: ViewController {
    @Injected(\.usersRepository) private var usersRepository: any UsersRepository
    private let usersView: UsersView

    init(page: LivePage) {
        usersView = UsersView(page: page)
        super.init(page: page, location: .users)
    }

    override func viewDidLoad() async throws {
        usersView.show(try await usersRepository.getUsers())
    }

    override func handle(_ event: ScreenEvent) async throws {
        guard case let .openUser(user) = event else { return try await super.handle(event) }
        try await navigationController?.pushViewController(PhotosViewController(userID: user, page: page))
    }

    override var parts: [(role: String, object: AnyObject)] {
        [("usersViewController", self), ("usersView", usersView)]
    }
}
