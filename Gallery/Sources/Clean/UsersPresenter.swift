import GalleryDomain
import LiveScreens
import Trellis

/// Interprets the users repository's users into the users list's view model: the framework's
/// `MyPresenter`, whose `newUser(name:)` is `loadUsers()` here.
@MainActor
final class UsersPresenter: Presenter {
    let viewModels = ViewModels()
    @Injected(\.usersRepository) private var usersRepository: any UsersRepository

    func loadUsers() async throws {
        let users = try await usersRepository.getUsers()
        update(viewModel: UsersViewModel(list: UserList(users)))
    }
}
