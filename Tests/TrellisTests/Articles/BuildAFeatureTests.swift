import PropertyBased
import Testing
import Trellis
import TrellisTesting

// The "Build a feature" article (Sources/Trellis/Documentation.docc/Articles/BuildAFeature.md),
// run: DocumentationSnippetsTests compiles the article's blocks as shown, and this file runs the
// same feature and its tests.

// MARK: - The model

struct GalleryPhoto: Hashable, Sendable {
    let id: Int
}

// MARK: - An injection key

/// Where likes are kept: a database in the app, memory in a test.
protocol LikesStore: Sendable {
    func addLike(to photo: GalleryPhoto) async throws -> Int
}

enum LikesStoreKey: RequiredInjectionKey {
    typealias Value = any LikesStore

    /// What a test that installs no store gets: a fresh one of its own, never the app's.
    static var testValue: any LikesStore { InMemoryLikesStore() }
}

extension InjectedValues {
    var likesStore: any LikesStore {
        get { Self[LikesStoreKey.self] }
        set { Self[LikesStoreKey.self] = newValue }
    }
}

actor InMemoryLikesStore: LikesStore {
    private var likes: [GalleryPhoto: Int] = [:]

    func addLike(to photo: GalleryPhoto) -> Int {
        likes[photo, default: 0] += 1
        return likes[photo, default: 0]
    }
}

// MARK: - Actions

/// Liking a photo: answers with its new like count, and may fail.
enum LikeGalleryPhoto: AsyncAction {
    typealias Input = GalleryPhoto
    typealias Output = Int
}

/// Writing a like count for people: it cannot fail, so calls need no `try`.
enum FormatLikeCount: SyncAction {
    typealias Input = Int
    typealias Output = String
    typealias Failure = Never
}

// MARK: - Implementations

struct StoredLikeGalleryPhoto: AsyncPerforming {
    @Injected(\.likesStore) var store: any LikesStore

    func perform(_ photo: GalleryPhoto) async throws -> Int {
        try await store.addLike(to: photo)
    }
}

struct EnglishLikeCount: SyncPerforming {
    func perform(_ count: Int) -> String {
        count == 1 ? "1 like" : "\(count) likes"
    }
}

// MARK: - The renderable and the view

struct PhotoLikesRenderable: Renderable {
    let message: String
    let canLike: Bool
}

protocol PhotoLikesRendering: Rendering<PhotoLikesRenderable> {}

@MainActor final class PhotoLikesView: PhotoLikesRendering {
    private(set) var text = ""
    private(set) var isLikeButtonEnabled = true

    func render(_ renderable: PhotoLikesRenderable) {
        text = renderable.message
        isLikeButtonEnabled = renderable.canLike
    }
}

// MARK: - The interaction

@MainActor protocol PhotoLikesInteracting: AnyObject {
    func use(_ view: any PhotoLikesRendering)
    func didTapLike() async
}

@MainActor final class PhotoLikesInteraction: PhotoLikesInteracting {
    enum Strings {
        static let liking = "Liking…"
        static let halsAnswer = "I'm sorry, Dave. I'm afraid I can't do that."
    }

    private let photo: GalleryPhoto
    private var view = WeakRendering<PhotoLikesRenderable>()

    init(photo: GalleryPhoto) {
        self.photo = photo
    }

    func use(_ view: any PhotoLikesRendering) {
        self.view.use(view)
    }

    /// How long the button stays off after a like, so a double tap likes once.
    static let coolDown = Duration.seconds(2)

    func didTapLike() async {
        view.render(PhotoLikesRenderable(message: Strings.liking, canLike: false))
        do {
            let likes = try await LikeGalleryPhoto.perform(photo)
            let count = action(FormatLikeCount.self, likes)
            view.render(PhotoLikesRenderable(message: count, canLike: false))
            try? await InjectedValues[\.continuousClock].sleep(for: Self.coolDown)
            view.render(PhotoLikesRenderable(message: count, canLike: true))
        } catch {
            view.render(PhotoLikesRenderable(message: Strings.halsAnswer, canLike: true))
        }
    }
}

// MARK: - The screen and its assembler

@MainActor final class PhotoLikesScreen<View: PhotoLikesRendering> {
    let likesView: View
    private let interaction: any PhotoLikesInteracting

    init(interaction: any PhotoLikesInteracting, likesView: View) {
        self.interaction = interaction
        self.likesView = likesView
        interaction.use(likesView)
    }

    func didTapLike() async {
        await interaction.didTapLike()
    }
}

struct PhotoLikesAssembler: Assembler {
    let photo: GalleryPhoto

    func assemble() -> PhotoLikesScreen<PhotoLikesView> {
        PhotoLikesScreen(interaction: PhotoLikesInteraction(photo: photo), likesView: PhotoLikesView())
    }
}

// MARK: - One start-up, for the app and its tests

func configurePhotoLikes(_ app: inout InjectedValues) {
    app.likesStore = InMemoryLikesStore()
    app.plug(LikeGalleryPhoto.self, to: StoredLikeGalleryPhoto())
    app.plug(FormatLikeCount.self, to: EnglishLikeCount())
}

/// Writes a line for every action call: which, how long it took, how it ended.
struct ActionLog: ActionObserver {
    func didPerform(_ call: ObservedCall, outcome: ActionOutcome, duration: Duration) {
        print("\(call.actionName) took \(duration): \(outcome)")
    }
}

enum PhotoLikesApp {
    /// The app's entry point calls this once, before it shows the first screen.
    @MainActor static func start(showing photo: GalleryPhoto) -> PhotoLikesScreen<PhotoLikesView> {
        InjectedValues.install {
            configurePhotoLikes(&$0)
            $0.observeActions(ActionLog())
        }
        return PhotoLikesAssembler(photo: photo).assemble()
    }
}

enum PhotoLikes {
    static let actions: [any Action.Type] = [LikeGalleryPhoto.self, FormatLikeCount.self]
    static let injectionKeys: [any InjectionKey.Type] = [LikesStoreKey.self]
}

// MARK: - Tests

extension RenderRecorder: PhotoLikesRendering where Content == PhotoLikesRenderable {}

@MainActor @Suite(.injecting(\.continuousClock, ImmediateClock()))
struct PhotoLikesTests {
    let photo = GalleryPhoto(id: 7)

    @Test(.overriding(configurePhotoLikes))
    func likingShowsTheNewCount() async {
        let view = RenderRecorder<PhotoLikesRenderable>()
        let screen = PhotoLikesScreen(interaction: PhotoLikesInteraction(photo: photo), likesView: view)

        await screen.didTapLike()
        await screen.didTapLike()

        await view.expectRenders([
            PhotoLikesRenderable(message: "Liking…", canLike: false),
            PhotoLikesRenderable(message: "1 like", canLike: false),
            PhotoLikesRenderable(message: "1 like", canLike: true),
            PhotoLikesRenderable(message: "Liking…", canLike: false),
            PhotoLikesRenderable(message: "2 likes", canLike: false),
            PhotoLikesRenderable(message: "2 likes", canLike: true),
        ])
    }

    @Test func aRefusedLikeShowsHALsAnswer() async {
        let likeSpy = ActionSpy(LikeGalleryPhoto.self).throwing(CancellationError())
        let view = RenderRecorder<PhotoLikesRenderable>()

        await withOverrides {
            configurePhotoLikes(&$0)
            $0.plug(LikeGalleryPhoto.self, to: likeSpy)
        } operation: {
            let screen = PhotoLikesScreen(interaction: PhotoLikesInteraction(photo: photo), likesView: view)
            await screen.didTapLike()
        }

        await likeSpy.expectCalls([photo])
        await view.expectLastRender(PhotoLikesRenderable(message: PhotoLikesInteraction.Strings.halsAnswer, canLike: true))
    }

    @Test func theScreenIsReleased() async {
        await withOverrides(configurePhotoLikes) {
            await expectNoLeaks { tracker in
                let view = tracker.track(PhotoLikesView(), as: "view")
                let interaction = tracker.track(PhotoLikesInteraction(photo: photo), as: "interaction")
                let screen = tracker.track(PhotoLikesScreen(interaction: interaction, likesView: view), as: "screen")
                await screen.didTapLike()
            }
        }
    }

    @Test(.overriding(configurePhotoLikes))
    func theStartUpPlugsEverythingTheFeatureUses() {
        expectAllPlugged(actions: PhotoLikes.actions, injectionKeys: PhotoLikes.injectionKeys)
    }

    @Test func theViewKeepsNoState() async {
        await expectStatelessView(
            makeView: { PhotoLikesView() },
            renderables: zip(Gen.letterOrNumber.string(of: 0...8), Gen.bool).map(PhotoLikesRenderable.init),
            snapshot: { PhotoLikesRenderable(message: $0.text, canLike: $0.isLikeButtonEnabled) }
        )
    }

    @Test(.overriding(configurePhotoLikes), .injecting(\.likesStore, FullLikesStore()))
    func aFullStoreShowsHALsAnswer() async {
        let view = RenderRecorder<PhotoLikesRenderable>()
        let screen = PhotoLikesScreen(interaction: PhotoLikesInteraction(photo: photo), likesView: view)

        await screen.didTapLike()

        await view.expectLastRender(PhotoLikesRenderable(message: PhotoLikesInteraction.Strings.halsAnswer, canLike: true))
    }

    @Test(.overriding(configurePhotoLikes))
    func aTapLikesThenFormats() async {
        let recorder = ActionRecorder()
        let screen = PhotoLikesScreen(interaction: PhotoLikesInteraction(photo: photo), likesView: PhotoLikesView())

        await withOverrides { $0.observeActions(recorder) } operation: {
            await screen.didTapLike()
        }

        await recorder.expectCalls([LikeGalleryPhoto.self, FormatLikeCount.self])
    }

    @Test(.overriding(configurePhotoLikes))
    func theButtonComesBackAfterItsCoolDown() async {
        let clock = TestClock()
        let view = RenderRecorder<PhotoLikesRenderable>()

        await withOverrides { $0.continuousClock = clock } operation: {
            let screen = PhotoLikesScreen(interaction: PhotoLikesInteraction(photo: photo), likesView: view)
            let tap = Task { await screen.didTapLike() }
            await clock.waitForSleepers(1)
            #expect(view.lastRender == PhotoLikesRenderable(message: "1 like", canLike: false))

            await clock.advance(by: PhotoLikesInteraction.coolDown)
            await tap.value
            #expect(view.lastRender == PhotoLikesRenderable(message: "1 like", canLike: true))
        }
    }
}

/// Refuses every like: the store of a test that checks what a refusal shows.
struct FullLikesStore: LikesStore {
    struct Full: Error {}

    func addLike(to photo: GalleryPhoto) throws -> Int {
        throw Full()
    }
}


// MARK: - The article, held to this file

@Suite struct BuildAFeatureArticleTests {
    /// Without the start-up nothing the feature uses is there, so the check above can fail.
    @Test func withoutTheStartUpEveryDependencyIsMissing() {
        let missing = missingDependencies(actions: PhotoLikes.actions, injectionKeys: PhotoLikes.injectionKeys)
        #expect(missing.map(\.name) == ["LikeGalleryPhoto", "FormatLikeCount", "LikesStoreKey"])
    }

    /// The app's start-up and a test's scope read the same function, and the scope ends with
    /// the test.
    @Test func theStartUpRunsScopedInATest() async throws {
        let likes = try await withOverrides(configurePhotoLikes) {
            try await LikeGalleryPhoto.perform(GalleryPhoto(id: 1))
        }
        #expect(likes == 1)
        #expect(!Actions.isPlugged(LikeGalleryPhoto.self))
    }
}
