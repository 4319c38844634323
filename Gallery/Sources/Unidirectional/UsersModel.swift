import GalleryDomain
import LiveScreens
import Observation
import Trellis

/// The users list: loaded once, when the screen appears.
@Observable
@MainActor
final class UsersModel: ScreenModel {
    struct State: Equatable {
        var list: UserList?
    }

    enum Action {
        case appeared
    }

    private(set) var state = State()
    @ObservationIgnored @Injected(\.usersRepository) private var usersRepository: any UsersRepository

    static var appeared: Action { .appeared }

    static func action(for _: ScreenEvent) -> Action? { nil }

    func send(_ action: Action) async throws {
        switch action {
        case .appeared: state.list = UserList(try await usersRepository.getUsers())
        }
    }

    static func draw(_ state: State, on page: LivePage) {
        if let list = state.list { page.render(list) }
    }
}
