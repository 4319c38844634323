import Testing
import Trellis

// The README's examples, compiled and run, so the first page never shows code that doesn't build.

// MARK: - Injection

protocol UsersRepository: Sendable {
    func names() -> [String]
}

struct RemoteUsersRepository: UsersRepository {
    func names() -> [String] { ["Frank"] }
}

struct MockedUsersRepository: UsersRepository {
    func names() -> [String] { ["Dave"] }
}

private enum UsersRepositoryKey: InjectionKey {
    static let defaultValue: any UsersRepository = RemoteUsersRepository()
}

extension InjectedValues {
    var usersRepository: any UsersRepository {
        get { Self[UsersRepositoryKey.self] }
        set { Self[UsersRepositoryKey.self] = newValue }
    }
}

final class UserInteractor {
    @Injected(\.usersRepository) var usersRepository: any UsersRepository
}

// MARK: - Plug

struct Photo: Sendable, Equatable {
    let id: Int
    var likes = 0
}

enum LikePhoto: AsyncAction { typealias Input = Photo }
enum CountLikes: SyncAction {
    typealias Input = Photo
    typealias Output = Int
}

struct NetworkLikePhoto: AsyncPerforming {
    let liked: @Sendable (Int) async -> Void
    func perform(_ photo: Photo) async throws { await liked(photo.id) }
}

extension Photo {
    func like() async throws { try await action(LikePhoto.self, self) }
}

actor LikeLog {
    private(set) var ids: [Int] = []
    func append(_ id: Int) { ids.append(id) }
}

// MARK: - Rendering
// The Rendering section shows the pod bay doors feature, Sources/hal9000/PodBayDoors: the
// PodBayDoors target compiles it and PodBayDoorsTests (TrellisRenderingTests) runs it.

// MARK: - Presentation

struct MyViewModel: Sendable, Equatable {
    var userName = ""
}

final class MyPresenter: Presenter {
    let viewModels = ViewModels()
    func newUser(name: String) { update(viewModel: MyViewModel(userName: name)) }
}

@MainActor final class MyView {
    var title = ""
    let presenter = MyPresenter()
    func listenToUpdates() {
        presenter.viewModel { [weak self] (viewModel: MyViewModel) in
            self?.title = viewModel.userName
        }
    }
}

// MARK: - Navigation

struct ExampleList: Hashable, Sendable { let name: String }

enum AppRoute: PathRoute {
    case example
    case list(ExampleList)
    case user(id: Int)
    case photos

    static func parse(_ components: inout ArraySlice<Substring>) -> AppRoute? {
        switch components.first {
        case "example":
            components.removeFirst()
            return .example
        case "users":
            guard let id = components.dropFirst().first.flatMap({ Int($0) }) else { return nil }
            components.removeFirst(2)
            return .user(id: id)
        case "photos":
            components.removeFirst()
            return .photos
        default:
            return nil
        }
    }

    var pathComponents: [String] {
        switch self {
        case .example: ["example"]
        case let .list(list): ["lists", list.name]
        case let .user(id): ["users", String(id)]
        case .photos: ["photos"]
        }
    }
}

final class ExampleCoordinator: Coordinator {
    let children = CoordinatorChildren()
    let navigator: any Navigator<AppRoute>
    init(navigator: any Navigator<AppRoute>) { self.navigator = navigator }
    func start() { navigator.push(.example) }
    func showList(_ list: ExampleList) { startChild(ListCoordinator(navigator: navigator, list: list)) }
}

final class ListCoordinator: Coordinator {
    let children = CoordinatorChildren()
    let navigator: any Navigator<AppRoute>
    let list: ExampleList
    init(navigator: any Navigator<AppRoute>, list: ExampleList) {
        self.navigator = navigator
        self.list = list
    }
    func start() { navigator.push(.list(list)) }
}

// MARK: - Tests

@Suite struct ReadmeExamplesTests {
    @Test func injection() {
        withInjectedValues { $0.usersRepository = MockedUsersRepository() } operation: {
            #expect(UserInteractor().usersRepository.names() == ["Dave"])
        }
        #expect(UserInteractor().usersRepository.names() == ["Frank"])
    }

    @Test(.timeLimit(.minutes(1)))
    func plug() async throws {
        let log = LikeLog()
        try await withOverrides {
            $0.plug(LikePhoto.self, to: NetworkLikePhoto { await log.append($0) })
            $0.plug(CountLikes.self) { photo in photo.likes }
        } operation: {
            try await Photo(id: 7).like()
            #expect(try action(CountLikes.self, Photo(id: 7, likes: 2)) == 2)
        }
        #expect(await log.ids == [7])
    }

    @Test(.timeLimit(.minutes(1))) @MainActor
    func presentation() async {
        let view = MyView()
        view.listenToUpdates()
        view.presenter.newUser(name: "Dave")
        for _ in 0..<10_000 where view.title.isEmpty { await Task.yield() }
        #expect(view.title == "Dave")
    }

    @Test @MainActor func navigation() throws {
        let navigator = StackNavigator<AppRoute>()
        let coordinator = ExampleCoordinator(navigator: navigator)
        coordinator.start()
        coordinator.showList(ExampleList(name: "crew"))
        #expect(navigator.stack.routes == [.example, .list(ExampleList(name: "crew"))])
        #expect(coordinator.children.count == 1)

        let stack = try RouteStack<AppRoute>(path: "/users/42/photos")
        #expect(stack.routes == [.user(id: 42), .photos])
        #expect(stack.path == "/users/42/photos")
    }
}
