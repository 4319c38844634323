import Foundation
import PodBayDoors
import Synchronization
import Testing
import Trellis
import TrellisTesting

// The README's examples, run. DocumentationSnippetsTests compiles the README's blocks as they
// are shown; this file runs the same code, so what the first page shows also works.
// `readmeShowsThePodBayDoorsAsTheyAre` holds the Rendering section to the demo's real source.

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
    static let defaultValue: any UsersRepository = RemoteUsersRepository()   // one shared instance
    static var testValue: any UsersRepository { MockedUsersRepository() }     // one per test
}

extension InjectedValues {
    var usersRepository: any UsersRepository {
        get { Self[UsersRepositoryKey.self] }
        set { Self[UsersRepositoryKey.self] = newValue }
    }
}

final class UsersModel {
    @Injected(\.usersRepository) var usersRepository: any UsersRepository
}

// MARK: - Plug

struct Photo: Sendable, Equatable {
    let id: Int
    var likes = 0
}

enum LikePhoto: AsyncAction { typealias Input = Photo }
enum CountLikes: SyncAction { typealias Input = Photo; typealias Output = Int }
enum FormatLikes: SyncAction { typealias Input = Int; typealias Output = String; typealias Failure = Never }

struct NetworkLikePhoto: AsyncPerforming {
    func perform(_ photo: Photo) async throws {}
}

// MARK: - The opening example and the one start-up

protocol Analytics: Sendable {
    func log(_ error: any Error)
}

struct ConsoleAnalytics: Analytics {
    func log(_ error: any Error) { print("Liking failed: \(error)") }
}

final class RecordedAnalytics: Analytics {
    let errors = Mutex<[String]>([])
    func log(_ error: any Error) { errors.withLock { $0.append("\(error)") } }
}

private enum AnalyticsKey: InjectionKey {
    static let defaultValue: any Analytics = ConsoleAnalytics()
    static var testValue: any Analytics { ConsoleAnalytics() }   // printing is safe in a test
}

extension InjectedValues {
    var analytics: any Analytics {
        get { Self[AnalyticsKey.self] }
        set { Self[AnalyticsKey.self] = newValue }
    }
}

func configureApp(_ app: inout InjectedValues) {
    app.analytics = ConsoleAnalytics()
    app.usersRepository = RemoteUsersRepository()
    app.plug(LikePhoto.self, to: NetworkLikePhoto())
}

@MainActor final class PhotoInteraction {
    @Injected(\.analytics) var analytics: any Analytics
    private var banner = WeakRendering<BannerRenderable>()

    func use(_ banner: any BannerRendering) { self.banner.use(banner) }

    func didTapLike(_ photo: Photo) async {
        do { try await LikePhoto.perform(photo); banner.render(BannerRenderable(message: "Liked!")) }
        catch { analytics.log(error) }
    }
}

/// The app's launch. Compiled, never run: it would install for every test of this process.
func launch() {
    InjectedValues.install(configureApp)
}

/// Every plug spelling the README shows, run inside a test's scope.
func plugEveryWay(_ app: inout InjectedValues) {
    app.plug(LikePhoto.self, to: NetworkLikePhoto())
    app.plug(LikePhoto.self, factory: { NetworkLikePhoto() })
    app.plug(CountLikes.self) { photo in photo.likes }
    Actions.plug(LikePhoto.self, to: NetworkLikePhoto())
    LikePhoto.self <~ NetworkLikePhoto()
    app.plug(FormatLikes.self) { likes in likes == 1 ? "1 like" : "\(likes) likes" }
}

extension Photo {
    func like() async throws { try await action(LikePhoto.self, self) }
}

/// A banner that keeps what it was told, for the opening example's tests.
@MainActor final class ReadmeBannerView: BannerRendering {
    private(set) var messages: [String] = []
    func render(_ renderable: BannerRenderable) { messages.append(renderable.message) }
}

// MARK: - Rendering
// The Rendering section shows the pod bay doors feature, Sources/hal9000/PodBayDoors: the
// PodBayDoors target compiles it and PodBayDoorsTests (TrellisRenderingTests) runs it.

// MARK: - Presentation

struct MyViewModel: Sendable, Equatable {
    var userName = ""
}

@MainActor final class MyPresenter: Presenter {
    let viewModels = ViewModels()
    private(set) var names: [String] = []

    func newUser(name: String) {
        names.append(name)
        update(viewModel: MyViewModel(userName: name))
    }
}

@MainActor final class MyView {
    var title = ""
    var ownedTitle = ""
    let presenter = MyPresenter()

    func listenToUpdates() {
        presenter.viewModel { [weak self] (viewModel: MyViewModel) in
            self?.title = viewModel.userName
        }
        presenter.viewModel(MyViewModel.self, owner: self) { view, viewModel in
            view.ownedTitle = viewModel.userName
        }
    }

    func observed() -> ObservedViewModel<MyViewModel> {
        presenter.observe(MyViewModel.self)
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
        switch components.popFirst() {
        case "example": .example
        case "lists": components.popFirst().map { .list(ExampleList(name: String($0))) }
        case "users": components.popFirst().flatMap { Int($0) }.map { .user(id: $0) }
        case "photos": .photos
        default: nil
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
            #expect(UsersModel().usersRepository.names() == ["Dave"])
        }
        // Outside the scope the test overrides nothing, so it reads the key's test value:
        // never the live repository.
        #expect(UsersModel().usersRepository.names() == ["Dave"])
    }

    @Test(.overriding(configureApp))
    @MainActor func likingAPhoto() async {
        let banner = ReadmeBannerView()
        let interaction = PhotoInteraction()
        interaction.use(banner)
        await interaction.didTapLike(Photo(id: 7))
        #expect(banner.messages == ["Liked!"])
        // The start-up's live repository is held back: the test runs on the key's test value.
        #expect(UsersModel().usersRepository.names() == ["Dave"])
    }

    @Test @MainActor func aFailedLikeIsLogged() async {
        let analytics = RecordedAnalytics()
        let banner = ReadmeBannerView()
        await withOverrides {
            configureApp(&$0)
            $0.analytics = analytics
            $0.plug(LikePhoto.self) { _ in throw CancellationError() }
        } operation: {
            let interaction = PhotoInteraction()
            interaction.use(banner)
            await interaction.didTapLike(Photo(id: 7))
        }
        #expect(banner.messages == [])
        #expect(analytics.errors.withLock { $0 } == ["CancellationError()"])
    }

    /// A start-up run for a test plugs its actions, but the values it installs are held back:
    /// the test reads each key's test value unless it names the key.
    @Test(.overriding { configureApp(&$0); $0.usersRepository = RemoteUsersRepository() })
    func theValuesAStartUpInstallsAreHeldBack() {
        #expect(UsersModel().usersRepository.names() == ["Dave"])
    }

    /// A test's one replaced key wins over what the start-up installs, whatever order the
    /// traits are listed in.
    @Test(.overriding(configureApp), .injecting(\.usersRepository, MockedUsersRepository()))
    func anInjectedValueWinsOverTheStartUp() {
        #expect(UsersModel().usersRepository.names() == ["Dave"])
    }

    @Test(.injecting(\.usersRepository, MockedUsersRepository()), .overriding(configureApp))
    func anInjectedValueListedFirstWinsToo() {
        #expect(UsersModel().usersRepository.names() == ["Dave"])
    }

    @Test(.timeLimit(.minutes(1)))
    func aScopeReplacesAValueAndPlugsASpy() async throws {
        let likePhotoSpy = ActionSpy(LikePhoto.self).returning()
        try await withOverrides {
            $0.usersRepository = MockedUsersRepository()
            $0.plug(LikePhoto.self, to: likePhotoSpy)
        } operation: {
            #expect(UsersModel().usersRepository.names() == ["Dave"])
            try await Photo(id: 7).like()
        }
        await likePhotoSpy.expectCalls([Photo(id: 7)])
    }

    @Test(.timeLimit(.minutes(1)))
    func plug() async throws {
        let photo = Photo(id: 7, likes: 2)
        try await withOverrides(plugEveryWay) {
            try await LikePhoto.perform(photo)
            try await action(LikePhoto.self, photo)
            let likes = try action(CountLikes.self, photo)
            let text = FormatLikes.perform(likes)
            #expect(text == "2 likes")
        }
        #expect(!Actions.isPlugged(LikePhoto.self))
    }

    /// Every line of the README's Rendering section is a line of the pod bay doors' sources,
    /// in the order of the files it shows.
    @Test func readmeShowsThePodBayDoorsAsTheyAre() throws {
        let text = try readme()
        let start = try #require(text.range(of: "### Rendering"))
        let section = text[start.upperBound...]
        let end = section.firstMatch(of: /\n#{2,3}[ ]/)?.range.lowerBound ?? section.endIndex
        let shown = swiftCodeLines(in: String(section[..<end])).compactMap(Self.code)
        let files = [
            "BannerRenderable", "BannerRendering", "PodBayDoorsInteracting", "PodBayDoorsInteraction", "HAL9000Screen", "HAL9000Assembler",
        ]
        let sources = try files.map { try packageText("Sources/hal9000/PodBayDoors/\($0).swift") }.joined(separator: "\n")
        let compiled = sources.split(separator: "\n").compactMap(Self.code).joined(separator: "\n")
        #expect(missingLines(shown, inOrderIn: compiled) == [])
        #expect(shown.count >= 40, "The Rendering section's code was not found in README.md")
    }

    /// A line's code without its comment and indentation; `nil` for what the check skips.
    private static func code(_ line: Substring) -> Substring? {
        let code = line.replacing(/\s*\/\/.*$/, with: "").trimmingCharacters(in: .whitespaces)
        guard !code.isEmpty, !code.hasPrefix("import "), !code.contains("…") else { return nil }
        return Substring(code)
    }

    @Test(.timeLimit(.minutes(1))) @MainActor
    func presentation() async {
        let view = MyView()
        view.listenToUpdates()
        view.presenter.newUser(name: "Dave")
        await view.presenter.viewModels.delivered()
        #expect(view.title == "Dave")
        #expect(view.ownedTitle == "Dave")
        #expect(view.presenter.names == ["Dave"])
        #expect(view.observed().value == MyViewModel(userName: "Dave"))
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
        #expect(try RouteStack<AppRoute>(path: navigator.stack.path).routes == navigator.stack.routes)
    }
}
