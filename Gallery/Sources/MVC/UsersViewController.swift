import GalleryDomain
import LiveScreens
import Trellis

/// The users list: fetches the users and pushes the chosen one's photos.
@MainActor
final class UsersViewController: ViewController {
    let page: LivePage
    let location: GalleryLocation
    @Injected(\.usersRepository) private var usersRepository: any UsersRepository
    private let usersView: UsersView

    init(page: LivePage) {
        usersView = UsersView(page: page)
        self.page = page
        self.location = .users
    }

    func viewDidLoad() async throws {
        usersView.show(try await usersRepository.getUsers())
    }

    func handle(_ event: ScreenEvent) async throws {
        guard case let .openUser(user) = event else { return try await handleUnmatched(event) }
        try await navigationController?.pushViewController(PhotosViewController(userID: user, page: page))
    }

    var parts: [ScreenPart] {
        [ScreenPart("usersViewController", self), ScreenPart("usersView", usersView)]
    }
}
