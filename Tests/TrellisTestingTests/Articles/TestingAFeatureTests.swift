import PropertyBased
import ArticleExamples
import Testing
import Trellis
import TrellisTesting
import XCTest

// The examples of the "Testing a feature" article, run on this target's features. The
// documentation tests compile the article itself; these run its tests against this target's
// copies of the features it declares.

extension TestingAFeatureTests {
    @MainActor
    struct PodBayDoorsTests {
        @Test func halRefusesToOpenTheDoors() async {
            // Given
            let banner = RenderRecorder<BannerRenderable>()
            let screen = HAL9000Screen(podBayInteraction: PodBayDoorsInteraction(), bannerView: banner)

            // When
            screen.didTapMainButton()

            // Then
            await banner.expectRenders([BannerRenderable(message: PodBayDoorsInteraction.Strings.halsAnswer)])
        }

        @Test func theBannerKeepsNoState() async {
            await expectStatelessView(
                makeView: { BannerView() },
                renderables: Gen.letterOrNumber.string(of: 0...6).map { BannerRenderable(message: $0) },
                snapshot: { $0.text }
            )
        }

        @Test func thePodBayDoorsScreenIsReleased() async {
            await expectNoLeaks { tracker in
                let banner = tracker.track(BannerView(), as: "view")
                let interaction = tracker.track(PodBayDoorsInteraction(), as: "interaction")
                let screen = HAL9000Screen(podBayInteraction: interaction, bannerView: banner)
                screen.didTapMainButton()
            }
        }
    }

    @MainActor
    struct ListFlowTests {
        @Test func closingTheListReleasesIt() async {
            let coordinator = ExampleCoordinator(navigator: StackNavigator<AppRoute>())
            coordinator.start()
            await expectNoLeakReports { _ in
                let list = coordinator.showList(ExampleListModel(name: "Favourites"))
                list.close()
            }
        }
    }

    @MainActor
    struct CommentsTests {
        @Test func loadingShowsEachCommentAsItIsRead() async {
            // Given
            let presenter = CommentsPresenter()
            let comments = RenderRecorder<CommentsRenderable>()
            presenter.viewModel(CommentsRenderable.self, owner: comments) { view, renderable in view.render(renderable) }

            // When
            presenter.load(["Open the pod bay doors, HAL.", "I'm sorry, Dave."])

            // Then
            await comments.expectRenders([
                CommentsRenderable(comments: [], isLoading: true),
                CommentsRenderable(comments: ["Open the pod bay doors, HAL."], isLoading: true),
                CommentsRenderable(comments: ["Open the pod bay doors, HAL.", "I'm sorry, Dave."], isLoading: true),
                CommentsRenderable(comments: ["Open the pod bay doors, HAL.", "I'm sorry, Dave."], isLoading: false),
            ])
        }

        @Test func postingShowsTheNewComment() async {
            let presenter = CommentsPresenter()
            let comments = RenderRecorder<CommentsRenderable>()
            presenter.viewModel(CommentsRenderable.self, owner: comments) { view, renderable in view.render(renderable) }

            presenter.post("What's the problem?")
            await presenter.viewModels.delivered()

            #expect(comments.lastRender == CommentsRenderable(comments: ["What's the problem?"], isLoading: false))
        }
    }

    @MainActor
    struct LikeButtonTests {
        @Test func likingShowsProgressThenLiked() async {
            // Given
            let likePhoto = ActionSpy(LikePhoto.self).returning()
            let button = RenderRecorder<LikeButtonRenderable>()
            let interaction = LikeButtonInteraction(photo: Photo(identifier: 7))
            interaction.use(button)

            // When
            await withOverrides {
                $0.plug(LikePhoto.self, to: likePhoto)
            } operation: {
                await interaction.didTapLike()
            }

            // Then
            await button.expectRenders([
                LikeButtonRenderable(title: "Liking…", isEnabled: false),
                LikeButtonRenderable(title: "Liked", isEnabled: false),
            ])
            await likePhoto.expectCalls([Photo(identifier: 7)])
        }

        @Test(.plugging(LikePhoto.self) { _ in throw LikeFailed() })
        func aFailedLikeCanBeTriedAgain() async {
            let button = RenderRecorder<LikeButtonRenderable>()
            let interaction = LikeButtonInteraction(photo: Photo(identifier: 7))
            interaction.use(button)

            await interaction.didTapLike()

            await button.expectLastRender(LikeButtonRenderable(title: "Try again", isEnabled: true))
        }

        @Test func aForgottenAnswerFailsTheTestAndTakesTheErrorPath() async {
            let likePhoto = ActionSpy(LikePhoto.self)
            let button = RenderRecorder<LikeButtonRenderable>()
            let interaction = LikeButtonInteraction(photo: Photo(identifier: 7))
            interaction.use(button)

            await withKnownIssue {
                await withOverrides {
                    $0.plug(LikePhoto.self, to: likePhoto)
                } operation: {
                    await interaction.didTapLike()
                }
            }

            await button.expectLastRender(LikeButtonRenderable(title: "Try again", isEnabled: true))
        }
    }

    @MainActor
    struct UserModuleTests {
        @Test(.injecting { $0.usersRepository = MockedUsersRepository(users: [User(name: "Dave")]) })
        func theInteractorReadsTheInjectedRepository() {
            #expect(users(of: UserInteractor().usersRepository) == [User(name: "Dave")])
        }

        @Test func theNotesFirstVIPERModuleIsReportedPartByPart() async {
            await withKnownIssue {
                await expectNoLeaks { tracker in
                    tracker.track(CyclicUserRouter.start())
                }
            }
        }
    }

    @Test(.overriding(configurePhotoApp))
    func everythingThePhotoFeatureUsesIsProvided() {
        expectAllPlugged(actions: PhotoFeature.actions, injectionKeys: PhotoFeature.injectionKeys)
    }
}

// The article's session, in a test: a reset starts over the test's own cart.

private final class Cart: Sendable {}

extension InjectionScope {
    fileprivate static let session = InjectionScope("session")
}

private enum CartKey: InjectionKey {
    static var defaultValue: Cart { Cart() }
    static var testValue: Cart { Cart() }
    static let lifetime = InjectionLifetime.scoped(.session)
}

private func signOut() {
    InjectionScope.session.reset()
}

extension TestingAFeatureTests {
    @Test func signingOutStartsTheCartOver() {
        let cart = InjectedValues[CartKey.self]
        #expect(InjectedValues[CartKey.self] === cart)
        signOut()
        #expect(InjectedValues[CartKey.self] !== cart)
    }
}

/// The article's XCTest form: the same lifetime holds for an XCTest case's doubles.
final class SessionXCTests: XCTestCase {
    func testSigningOutStartsTheCartOver() {
        let cart = InjectedValues[CartKey.self]
        XCTAssertTrue(InjectedValues[CartKey.self] === cart)
        signOut()
        XCTAssertFalse(InjectedValues[CartKey.self] === cart)
    }
}

/// The examples of the "Testing a feature" article.
struct TestingAFeatureTests {}

/// The article's XCTest example: the same checks fail an XCTest case.
final class PodBayDoorsXCTests: XCTestCase {
    @MainActor
    func testHalRefusesAndTheScreenIsReleased() async {
        await expectNoLeaks { tracker in
            let banner = tracker.track(RenderRecorder<BannerRenderable>(), as: "view")
            let screen = HAL9000Screen(podBayInteraction: PodBayDoorsInteraction(), bannerView: banner)
            screen.didTapMainButton()
            await banner.expectRenders([BannerRenderable(message: PodBayDoorsInteraction.Strings.halsAnswer)])
        }
    }
}
