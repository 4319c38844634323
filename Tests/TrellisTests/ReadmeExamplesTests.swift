import Foundation
import PodBayDoors
import Synchronization
import Testing
import Trellis
import TrellisTesting

// The README's examples, run. DocumentationSnippetsTests compiles the README's blocks as they
// are shown; this file runs the same code, so what the first page shows also works.
// `readmeShowsThePodBayDoorsRenderableAsItIs` holds the README's banner to the demo's source.

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

actor UsersSync {
    @Injected(\.usersRepository) var usersRepository: any UsersRepository
}

final class UsersExporter: Sendable {
    let usersRepository = InjectedValues[\.usersRepository]
}

// MARK: - Lifetimes

final class Cart: Sendable {}

extension InjectionScope {
    static let session = InjectionScope("session")
}

private enum CartKey: InjectionKey {
    static var defaultValue: Cart { Cart() }
    static var testValue: Cart { Cart() }
    static let lifetime = InjectionLifetime.scoped(.session)
}

func signOut() {
    InjectionScope.session.reset()
}

// MARK: - Plug

struct Photo: Sendable, Equatable {
    let id: Int
    var likes = 0
}

enum LikePhoto: AsyncAction { typealias Input = Photo }

struct NetworkLikePhoto: AsyncPerforming {
    func perform(_ photo: Photo) async throws {}
}

extension Photo {
    func like() async throws { try await action(LikePhoto.self, self) }
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

/// A banner that keeps what it was told, for the opening example's tests.
@MainActor final class ReadmeBannerView: BannerRendering {
    private(set) var messages: [String] = []
    func render(_ renderable: BannerRenderable) { messages.append(renderable.message) }
}

// MARK: - One start-up, for the app and for each test

let likePhoto = ActionSpy(LikePhoto.self).returning()

@Test(.overriding(configureApp), .plugging(LikePhoto.self, to: likePhoto))   // for this test only
func likingAPhotoCallsTheAction() async throws {
    try await Photo(id: 7).like()
    await likePhoto.expectCalls([Photo(id: 7)])
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

    @Test func signingOutStartsTheSessionOver() {
        let cart = InjectedValues[CartKey.self]
        #expect(InjectedValues[CartKey.self] === cart)
        signOut()
        #expect(InjectedValues[CartKey.self] !== cart)
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

    /// An actor and a `Sendable` class read the key as a class does: in a test's scope, its value.
    @Test(.timeLimit(.minutes(1)))
    func anActorAndASendableClassReadTheKeyToo() async {
        await withOverrides { $0.usersRepository = MockedUsersRepository() } operation: {
            #expect(await UsersSync().usersRepository.names() == ["Dave"])
            #expect(UsersExporter().usersRepository.names() == ["Dave"])
        }
    }

    /// Every line of the README's banner is a line of the pod bay doors' sources, in order: the
    /// README's `BannerRenderable` and `BannerRendering` are the demo's, which this file uses.
    @Test func readmeShowsThePodBayDoorsRenderableAsItIs() throws {
        let text = try readme()
        let start = try #require(text.range(of: "### A view it does not own"))
        let section = text[start.upperBound...]
        let end = section.firstMatch(of: /\n#{2,3}[ ]/)?.range.lowerBound ?? section.endIndex
        let shown = swiftCodeLines(in: String(section[..<end])).compactMap(Self.code)
        let sources = try ["BannerRenderable", "BannerRendering"]
            .map { try packageText("Sources/hal9000/PodBayDoors/\($0).swift") }.joined(separator: "\n")
        let compiled = sources.split(separator: "\n").compactMap(Self.code).joined(separator: "\n")
        #expect(missingLines(shown, inOrderIn: compiled) == [])
        #expect(shown.count >= 3, "The banner's code was not found in README.md")
    }

    /// A line's code without its comment, its indentation and the sources' `public`; `nil` for
    /// what the check skips.
    private static func code(_ line: Substring) -> Substring? {
        let code = line.replacing(/\s*\/\/.*$/, with: "").trimmingCharacters(in: .whitespaces)
        guard !code.isEmpty, !code.hasPrefix("import "), !code.contains("…") else { return nil }
        return Substring(code.replacing(/\bpublic\s+/, with: ""))
    }
}
