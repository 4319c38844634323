import PropertyBased
import ArticleExamples
import Trellis
import TrellisTesting
import XCTest

/// Every check of the kit fails an XCTest case, at the line of the test that called it, and
/// passes one when there is nothing wrong.
///
/// Linux's XCTest has no `XCTExpectFailure`, so a failing check runs inside
/// ``capturingFailures(isolation:_:)``: while it runs, the case keeps the failures XCTest
/// records for it (`XCTFail` ends in `recordFailure`, or `record(_:)` on Apple platforms)
/// instead of failing, and the test asserts on what was kept. Everywhere else a failure fails
/// the case as usual, so the passing tests go through XCTest for real.
final class XCTestReportingTests: FailureCapturingTestCase {
    // MARK: - Passing

    func testChecksReportToXCTestInAnXCTestCase() {
        XCTAssertEqual(TestFramework.current, .xcTest)
    }

    @MainActor
    func testAReleasedScreenAndMatchingRendersAndCallsPass() async throws {
        let likePhoto = ActionSpy(LikePhoto.self).returning()
        await expectNoLeaks { tracker in
            let banner = tracker.track(RenderRecorder<BannerRenderable>(), as: "view")
            let interaction = tracker.track(PodBayDoorsInteraction(), as: "interaction")
            let screen = HAL9000Screen(podBayInteraction: interaction, bannerView: banner)
            screen.didTapMainButton()
            await banner.expectRenders([BannerRenderable(message: PodBayDoorsInteraction.Strings.halsAnswer)])
        }
        try await likePhoto.perform(Photo(identifier: 7))
        await likePhoto.expectCalls([Photo(identifier: 7)])
        await expectStatelessView(
            count: 20,
            makeView: { BannerView() },
            renderables: Gen.letterOrNumber.string(of: 0...3).map { BannerRenderable(message: $0) },
            snapshot: { $0.text }
        )
    }

    // MARK: - Failing

    func testReadingAKeyNothingOverridesFailsTheCaseAtTheReadingLine() {
        let line = #line + 2
        let failures = capturingFailures {
            _ = InjectedValues[PlaceholderRepositoryKey.self]
        }

        // The core knows the reader's `#fileID`, not its path: XCTest is given that.
        XCTAssertEqual(failures.map(\.place), ["TrellisTestingTests/XCTestReportingTests.swift:\(line)"])
        XCTAssertTrue(failures.first?.message.contains("The test read TrellisTestingTests.PlaceholderRepositoryKey") == true)
    }

    func testATestValueIsMadeOncePerCase() {
        XCTAssertTrue(InjectedValues[CountingRepositoryKey.self] === InjectedValues[CountingRepositoryKey.self])
    }

    @MainActor
    func testALeakingViperModuleFailsTheCaseAtTheCallersLine() async {
        let line = #line + 2
        let failures = await capturingFailures {
            await expectNoLeaks { tracker in
                tracker.track(CyclicUserRouter.start())
            }
        }

        XCTAssertEqual(failures.map(\.place), ["\(#filePath):\(line)"])
        XCTAssertTrue(failures.first?.message.contains("4 tracked objects are still alive") == true)
        XCTAssertTrue(failures.first?.message.contains(#"- "presenter" (CyclicUserPresenter), tracked at XCTestReportingTests.swift:\#(line + 1)"#) == true)
    }

    @MainActor
    func testADifferentRenderFailsTheCaseWithTheDiff() async {
        let banner = RenderRecorder<BannerRenderable>()
        banner.render(BannerRenderable(message: "Opening."))
        let line = #line + 2
        let failures = await capturingFailures {
            await banner.expectRenders([BannerRenderable(message: "Sorry, Dave.")])
        }

        XCTAssertEqual(failures.map(\.place), ["\(#filePath):\(line)"])
        XCTAssertTrue(failures.first?.message.contains(#"≠ [0] expected BannerRenderable(message: "Sorry, Dave.")"#) == true)
    }

    @MainActor
    func testAMissingCallAndAnUnprogrammedSpyFailTheCase() async {
        let spyLine = #line + 1
        let likePhoto = ActionSpy(LikePhoto.self)
        let expectLine = #line + 3
        let failures = await capturingFailures {
            _ = try? await likePhoto.perform(Photo(identifier: 7))
            await likePhoto.expectCalls([Photo(identifier: 7), Photo(identifier: 8)], timeout: .milliseconds(20))
        }

        XCTAssertEqual(failures.map(\.place), ["\(#filePath):\(spyLine)", "\(#filePath):\(expectLine)"])
        XCTAssertTrue(failures.first?.message.contains("LikePhoto spy was called with Photo(identifier: 7, likes: 0) but no output was programmed") == true)
        XCTAssertTrue(failures.last?.message.contains("- [1] missing  Photo(identifier: 8, likes: 0)") == true)
    }

    @MainActor
    func testALateRenderAndAWrongLastRenderFailTheCase() async {
        let banner = RenderRecorder<BannerRenderable>()
        let failures = await capturingFailures {
            await banner.nextRender(timeout: .milliseconds(20))
            await banner.expectLastRender(BannerRenderable(message: "Done"), timeout: .milliseconds(20))
        }

        XCTAssertEqual(failures.count, 2)
        XCTAssertTrue(failures.first?.message.contains("Timed out after 0.02 seconds waiting for render #0 of BannerRenderable") == true)
        XCTAssertTrue(failures.last?.message.contains("there is none: the view received no render at all") == true)
    }

    func testAForgottenPlugFailsTheCase() {
        let line = #line + 2
        let failures = capturingFailures {
            expectAllPlugged(DeclaredOnly.self)
        }

        XCTAssertEqual(failures.map(\.place), ["\(#filePath):\(line)"])
        XCTAssertTrue(failures.first?.message.contains("1 dependency has nothing plugged or installed") == true)
    }

    @MainActor
    func testAViewThatKeepsStateFailsTheCaseWithoutPropertyCheck() async {
        let line = #line + 2
        let failures = await capturingFailures {
            await expectStatelessView(
                makeView: { StickyBannerView() },
                renderables: Gen.letterOrNumber.string(of: 0...3).map { BannerRenderable(message: $0) },
                snapshot: { $0.text }
            )
        }

        XCTAssertEqual(failures.map(\.place), ["\(#filePath):\(line)"])
        XCTAssertTrue(failures.first?.message.contains("StickyBannerView keeps state between renders") == true)
    }
}

/// A key whose test value is a placeholder: a read fails the case and goes on.
private enum PlaceholderRepositoryKey: InjectionKey {
    static let defaultValue: any UsersRepository = RemoteUsersRepository()
    static var testValue: any UsersRepository { unimplemented(MockedUsersRepository()) }
}

/// A double whose identity tells one case's test value from another's.
private final class CountingRepository: Sendable {}

private enum CountingRepositoryKey: InjectionKey {
    static let defaultValue = CountingRepository()
    static var testValue: CountingRepository { CountingRepository() }
}
