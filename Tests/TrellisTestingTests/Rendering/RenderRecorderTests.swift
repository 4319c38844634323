import ArticleExamples
import Testing
import Trellis
import TrellisTesting

@MainActor
struct RenderRecorderTests {
    private let halsAnswer = BannerRenderable(message: PodBayDoorsInteraction.Strings.halsAnswer)

    // MARK: - Recording

    @Test func recordsEveryRenderInOrder() {
        let recorder = RenderRecorder<BannerRenderable>()

        recorder.render(BannerRenderable(message: "a"))
        recorder.render(BannerRenderable(message: "b"))
        recorder.render(BannerRenderable(message: "a"))

        #expect(recorder.renders.map(\.message) == ["a", "b", "a"])
        #expect(recorder.lastRender == BannerRenderable(message: "a"))
        #expect(recorder.renderCount == 3)
    }

    @Test func standsInForTheBannerOfThePodBayDoorsScreen() async {
        // Given
        let banner = RenderRecorder<BannerRenderable>()
        let screen = HAL9000Screen(podBayInteraction: PodBayDoorsInteraction(), bannerView: banner)

        // When
        screen.didTapMainButton()

        // Then
        await banner.expectRenders([halsAnswer])
    }

    // MARK: - nextRender()

    @Test func nextRenderReturnsRendersOneByOneInOrder() async {
        let recorder = RenderRecorder<BannerRenderable>()
        recorder.render(BannerRenderable(message: "a"))
        recorder.render(BannerRenderable(message: "b"))

        #expect(await recorder.nextRender() == BannerRenderable(message: "a"))
        #expect(await recorder.nextRender() == BannerRenderable(message: "b"))
        #expect(recorder.uncheckedRenders.isEmpty)
    }

    @Test(.timeLimit(.minutes(1)))
    func nextRenderWaitsForARenderThatArrivesLater() async {
        // Given a render that only happens after the test is already waiting
        let recorder = RenderRecorder<BannerRenderable>()
        Task.detached {
            await recorder.render(BannerRenderable(message: "later"))
        }

        // When / Then
        #expect(await recorder.nextRender(timeout: .seconds(30)) == BannerRenderable(message: "later"))
    }

    @Test(.timeLimit(.minutes(1)))
    func nextRenderWaitsForAViewModelDeliveredByAPresenter() async {
        // Given a presenter that publishes from a background task
        let presenter = BannerPresenter()
        let recorder = RenderRecorder<BannerRenderable>()
        presenter.viewModel(BannerRenderable.self) { recorder.render($0) }

        // When
        Task.detached { presenter.announce("Good afternoon, Dave.") }

        // Then
        #expect(await recorder.nextRender(timeout: .seconds(30))?.message == "Good afternoon, Dave.")
    }

    @Test func nextRenderTimesOutWithAnIssueAtTheCallersLine() async {
        let recorder = RenderRecorder<BannerRenderable>()
        recorder.render(BannerRenderable(message: "a"))
        _ = await recorder.nextRender()
        let line = #line + 3

        await withKnownIssue {
            let render = await recorder.nextRender(timeout: .milliseconds(20))
            #expect(render == nil)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.contains { $0.rawValue.contains("Timed out after 0.02 seconds waiting for render #1 of BannerRenderable") }
                && issue.comments.contains { $0.rawValue.contains(#"[0] BannerRenderable(message: "a")"#) }
        }
    }

    // MARK: - Exhaustive

    @Test func expectRendersPassesWhenTheRendersMatchExactly() async {
        let recorder = RenderRecorder<BannerRenderable>()
        recorder.render(BannerRenderable(message: "a"))
        recorder.render(BannerRenderable(message: "b"))

        await recorder.expectRenders([BannerRenderable(message: "a"), BannerRenderable(message: "b")])
    }

    @Test(.timeLimit(.minutes(1)))
    func expectRendersWaitsForRendersStillOnTheirWay() async {
        let recorder = RenderRecorder<BannerRenderable>()
        recorder.render(BannerRenderable(message: "a"))
        Task { recorder.render(BannerRenderable(message: "b")) }

        await recorder.expectRenders([BannerRenderable(message: "a"), BannerRenderable(message: "b")], timeout: .seconds(30))
    }

    @Test func expectRendersChecksOnlyTheRendersSinceTheLastCheck() async {
        let screen = HAL9000Screen(podBayInteraction: PodBayDoorsInteraction(), bannerView: RenderRecorder<BannerRenderable>())
        let banner = screen.bannerView

        screen.didTapMainButton()
        await banner.expectRenders([halsAnswer])
        screen.didTapMainButton()
        screen.didTapMainButton()
        await banner.expectRenders([halsAnswer, halsAnswer])
        await banner.expectRenders([])

        #expect(banner.renders.count == 3)
    }

    @Test func expectRendersReportsADifferentRenderWithBothValues() async {
        let recorder = RenderRecorder<BannerRenderable>()
        recorder.render(BannerRenderable(message: "Open the pod bay doors"))
        recorder.render(BannerRenderable(message: "Opening."))

        await withKnownIssue {
            await recorder.expectRenders([BannerRenderable(message: "Open the pod bay doors"), BannerRenderable(message: "Sorry, Dave.")])
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                Expected 2 renders of BannerRenderable, received 2:
                  [0] BannerRenderable(message: "Open the pod bay doors")
                ≠ [1] expected BannerRenderable(message: "Sorry, Dave.")
                      received BannerRenderable(message: "Opening.")
                """,
            ]
        }
    }

    @Test func expectRendersReportsAMissingRenderAfterWaitingForIt() async {
        let recorder = RenderRecorder<BannerRenderable>()
        recorder.render(BannerRenderable(message: "a"))

        await withKnownIssue {
            await recorder.expectRenders([BannerRenderable(message: "a"), BannerRenderable(message: "b")], timeout: .milliseconds(20))
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                Expected 2 renders of BannerRenderable, received 1:
                  [0] BannerRenderable(message: "a")
                - [1] missing  BannerRenderable(message: "b")
                """,
            ]
        }
    }

    @Test func expectRendersReportsAnExtraRender() async {
        let recorder = RenderRecorder<BannerRenderable>()
        recorder.render(BannerRenderable(message: "a"))
        recorder.render(BannerRenderable(message: "b"))
        let line = #line + 3

        await withKnownIssue {
            await recorder.expectRenders([BannerRenderable(message: "a")])
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [
                    """
                    Expected 1 render of BannerRenderable, received 2:
                      [0] BannerRenderable(message: "a")
                    + [1] extra    BannerRenderable(message: "b")
                    """,
                ]
        }
    }

    @Test func expectRendersCatchesAnExtraRenderAlreadyQueuedOnTheMainActor() async {
        let recorder = RenderRecorder<BannerRenderable>()
        recorder.render(BannerRenderable(message: "a"))
        Task { @MainActor in
            Task { @MainActor in recorder.render(BannerRenderable(message: "late")) }
        }

        await withKnownIssue {
            await recorder.expectRenders([BannerRenderable(message: "a")])
        } matching: { issue in
            issue.comments.map(\.rawValue).first?.contains(#"+ [1] extra    BannerRenderable(message: "late")"#) == true
        }
        #expect(recorder.renders.count == 2)
    }

    @Test(.timeLimit(.minutes(1)))
    func expectRendersSeesEveryValueAPresenterPublishesWithoutSuspending() async {
        // Given
        let presenter = CommentsPresenter()
        let comments = RenderRecorder<CommentsRenderable>()
        presenter.viewModel(CommentsRenderable.self, owner: comments) { view, renderable in view.render(renderable) }

        // When: seven values, no suspension point between them.
        presenter.load(["Open the pod bay doors, HAL.", "I'm sorry, Dave.", "What's the problem?", "I think you know."])
        presenter.post("This conversation can serve no purpose anymore.")

        // Then
        await comments.expectRenders([
            CommentsRenderable(comments: [], isLoading: true),
            CommentsRenderable(comments: ["Open the pod bay doors, HAL."], isLoading: true),
            CommentsRenderable(comments: ["Open the pod bay doors, HAL.", "I'm sorry, Dave."], isLoading: true),
            CommentsRenderable(comments: ["Open the pod bay doors, HAL.", "I'm sorry, Dave.", "What's the problem?"], isLoading: true),
            CommentsRenderable(
                comments: ["Open the pod bay doors, HAL.", "I'm sorry, Dave.", "What's the problem?", "I think you know."],
                isLoading: true
            ),
            CommentsRenderable(
                comments: ["Open the pod bay doors, HAL.", "I'm sorry, Dave.", "What's the problem?", "I think you know."],
                isLoading: false
            ),
            CommentsRenderable(
                comments: [
                    "Open the pod bay doors, HAL.", "I'm sorry, Dave.", "What's the problem?", "I think you know.",
                    "This conversation can serve no purpose anymore.",
                ],
                isLoading: false
            ),
        ])
    }

    @Test(.timeLimit(.minutes(1)))
    func expectRendersSeesEveryValuePublishedFromAnotherTask() async {
        // Given
        let presenter = CommentsPresenter()
        let comments = RenderRecorder<CommentsRenderable>()
        presenter.viewModel(CommentsRenderable.self, owner: comments) { view, renderable in view.render(renderable) }

        // When: published off the main actor, while the test waits.
        await Task.detached { presenter.load(["Hello, HAL.", "Good afternoon, Dave."]) }.value

        // Then
        await comments.expectRenders([
            CommentsRenderable(comments: [], isLoading: true),
            CommentsRenderable(comments: ["Hello, HAL."], isLoading: true),
            CommentsRenderable(comments: ["Hello, HAL.", "Good afternoon, Dave."], isLoading: true),
            CommentsRenderable(comments: ["Hello, HAL.", "Good afternoon, Dave."], isLoading: false),
        ])
    }

    // MARK: - Non-exhaustive

    @Test func expectLastRenderIgnoresTheRendersOnTheWay() async {
        let recorder = RenderRecorder<BannerRenderable>()
        recorder.render(BannerRenderable(message: "Loading…"))
        recorder.render(BannerRenderable(message: "Still loading…"))
        recorder.render(BannerRenderable(message: "Done"))

        await recorder.expectLastRender(BannerRenderable(message: "Done"))

        #expect(recorder.uncheckedRenders.isEmpty)
    }

    @Test(.timeLimit(.minutes(1)))
    func expectLastRenderWaitsForTheFinalRender() async {
        let recorder = RenderRecorder<BannerRenderable>()
        recorder.render(BannerRenderable(message: "Loading…"))
        Task {
            recorder.render(BannerRenderable(message: "Almost"))
            recorder.render(BannerRenderable(message: "Done"))
        }

        await recorder.expectLastRender(BannerRenderable(message: "Done"), timeout: .seconds(30))
    }

    @Test func expectLastRenderReportsWhatTheViewShowsInstead() async {
        let recorder = RenderRecorder<BannerRenderable>()
        recorder.render(BannerRenderable(message: "Loading…"))

        await withKnownIssue {
            await recorder.expectLastRender(BannerRenderable(message: "Done"), timeout: .milliseconds(20))
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                Expected the last render of BannerRenderable to be BannerRenderable(message: "Done"), \
                but after 0.02 seconds it is BannerRenderable(message: "Loading…").
                ≠ [0] expected BannerRenderable(message: "Done")
                      received BannerRenderable(message: "Loading…")
                """,
            ]
        }
    }

    @Test func expectLastRenderReportsAViewThatNeverRendered() async {
        let recorder = RenderRecorder<BannerRenderable>()

        await withKnownIssue {
            await recorder.expectLastRender(BannerRenderable(message: "Done"), timeout: .milliseconds(20))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("there is none: the view received no render at all") }
        }
    }
}

/// A presenter whose view model is itself a renderable, delivered on the main actor.
private final class BannerPresenter: Presenter {
    let viewModels = ViewModels()

    func announce(_ message: String) {
        update(viewModel: BannerRenderable(message: message))
    }
}
