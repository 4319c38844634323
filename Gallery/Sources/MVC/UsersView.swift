import GalleryDomain
import LiveScreens

/// The users list. It draws the users its controller sends and knows nothing else.
@MainActor
final class UsersView {
    private let page: LivePage

    init(page: LivePage) {
        self.page = page
    }

    func show(_ users: [User]) {
        page.render(UserList(users))
    }
}
