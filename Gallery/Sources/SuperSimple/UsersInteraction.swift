import GalleryDomain
import LiveScreens
import Trellis

/// What the users screen asks of its interaction.
@MainActor
protocol UsersInteracting: AnyObject {
    func use(_ users: any UsersRendering)
    func showUsers() async throws
}

/// Loads the users through the injected repository and renders them.
@MainActor
final class UsersInteraction: UsersInteracting {
    @Injected(\.usersRepository) private var usersRepository: any UsersRepository
    private var users = WeakRendering<UsersRenderable>()

    func use(_ users: any UsersRendering) {
        self.users.use(users)
    }

    func showUsers() async throws {
        users.render(UsersRenderable(list: UserList(try await usersRepository.getUsers())))
    }
}
