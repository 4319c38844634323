import GalleryDomain
import LiveScreens
import Trellis

/// What the users presenter asks of its view: the notes' `ExampleViewDelegate`.
@MainActor
protocol UsersViewDelegate: AnyObject {
    /// A new ``UsersViewModel`` was published; show it.
    func updateView()
}

/// Fetches the users and publishes them as a ``UsersViewModel``.
@MainActor
final class UsersPresenter: ScreenPresenter {
    let viewModels = ViewModels()
    @Injected(\.usersRepository) private var usersRepository: any UsersRepository
    private weak var usersView: (any UsersViewDelegate)?

    init(_ usersView: any UsersViewDelegate) {
        self.usersView = usersView
    }

    func load() async throws {
        update(viewModel: UsersViewModel(list: UserList(try await usersRepository.getUsers())))
        usersView?.updateView()
    }
}
