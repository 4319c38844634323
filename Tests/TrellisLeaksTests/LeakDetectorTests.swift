import Testing
import TrellisLeaks
import TrellisSupport

/// A screen object: the detector only needs something with an identity.
private final class Screen {}

/// Another screen type, so reports can be told apart by type.
private final class SettingsScreen {}

/// The reports a hook heard, in order.
private final class Heard: Sendable {
    private let reports = Lock<[LeakReport]>([])

    var all: [LeakReport] { reports.withLock { $0 } }

    func append(_ report: LeakReport) {
        reports.withLock { $0.append(report) }
    }
}

@MainActor
struct LeakDetectorTests {
    // MARK: - The grace period

    @Test(.timeLimit(.minutes(1)))
    func anObjectStillAliveWhenItsGracePeriodEndsIsReportedWithItsTypeAndPlace() async throws {
        // Given a detector on a clock the test moves
        let clock = ManualClock()
        let detector = LeakDetector(gracePeriod: .seconds(1), clock: clock)
        let (heard, hearing) = AsyncStream.makeStream(of: LeakReport.self)
        detector.onReport = { hearing.yield($0) }
        let screen = Screen()

        // When it is dismissed and outlives the grace period
        let line: UInt = #line + 1
        detector.expectDeallocation(of: screen)
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(999))
        let stillWaiting = clock.sleeperCount
        let reportsBeforeTheEnd = detector.reports
        clock.advance(by: .milliseconds(1))
        var reports = heard.makeAsyncIterator()
        let report = try #require(await reports.next())

        // Then it is reported once the grace period is over, not before
        #expect(stillWaiting == 1, "The check waits for the whole grace period.")
        #expect(reportsBeforeTheEnd.isEmpty)
        #expect(report == LeakReport(typeName: "Screen", fileID: "\(#fileID)", line: line, livedPastDismissal: .seconds(1)))
        #expect(detector.reports == [report])
        #expect(detector.pendingCount == 0)
        withExtendedLifetime(screen) {}
    }

    @Test func anObjectReleasedWithinItsGracePeriodIsNotReported() {
        // Given
        let clock = ManualClock()
        let detector = LeakDetector(gracePeriod: .seconds(1), clock: clock)
        let heard = Heard()
        detector.onReport = { heard.append($0) }
        var screen: Screen? = Screen()

        // When it is dismissed, then released
        detector.expectDeallocation(of: screen!)
        let waitingAfterDismissal = detector.pendingCount
        screen = nil
        clock.advance(by: .seconds(2))
        let found = detector.checkNow()

        // Then it was watched, and nothing is reported
        #expect(waitingAfterDismissal == 1)
        #expect(found.isEmpty)
        #expect(detector.reports.isEmpty)
        #expect(heard.all.isEmpty)
        #expect(detector.pendingCount == 0)
    }

    // MARK: - Checking now

    @Test func checkNowReportsEverySurvivorInTheOrderTheyWereDismissed() {
        // Given two screens dismissed a quarter of a second ago, one of them since released
        let clock = ManualClock()
        let detector = LeakDetector(gracePeriod: .seconds(60), clock: clock)
        let heard = Heard()
        detector.onReport = { heard.append($0) }
        let settings = SettingsScreen()
        var released: Screen? = Screen()
        let screen = Screen()
        let settingsLine: UInt = #line + 1
        detector.expectDeallocation(of: settings)
        detector.expectDeallocation(of: released!)
        let screenLine: UInt = #line + 1
        detector.expectDeallocation(of: screen)
        released = nil
        clock.advance(by: .milliseconds(250))

        // When
        let found = detector.checkNow()

        // Then the survivors are reported at once, in order, long before their grace period ends
        let expected = [
            LeakReport(typeName: "SettingsScreen", fileID: "\(#fileID)", line: settingsLine, livedPastDismissal: .milliseconds(250)),
            LeakReport(typeName: "Screen", fileID: "\(#fileID)", line: screenLine, livedPastDismissal: .milliseconds(250)),
        ]
        #expect(found == expected)
        #expect(detector.reports == expected)
        #expect(heard.all == expected)
        #expect(detector.pendingCount == 0)
        withExtendedLifetime((settings, screen)) {}
    }

    @Test func anObjectDismissedTwiceKeepsItsFirstDismissal() {
        // Given
        let detector = LeakDetector(gracePeriod: .seconds(60), clock: ManualClock())
        detector.onReport = { _ in }
        let screen = Screen()

        // When
        let firstLine: UInt = #line + 1
        detector.expectDeallocation(of: screen)
        detector.expectDeallocation(of: screen)
        let found = detector.checkNow()

        // Then
        #expect(found.map(\.line) == [firstLine])
        withExtendedLifetime(screen) {}
    }

    @Test func theCallerCanNameThePlaceOfItsOwnCaller() {
        // Given
        let detector = LeakDetector(gracePeriod: .seconds(60), clock: ManualClock())
        detector.onReport = { _ in }
        let screen = Screen()

        // When
        detector.expectDeallocation(of: screen, dismissedAt: "MyApp/Pages.swift", line: 7)

        // Then
        #expect(detector.checkNow().map(\.dismissedAt) == ["MyApp/Pages.swift:7"])
        withExtendedLifetime(screen) {}
    }

    // MARK: - On and off

    @Test func theSharedDetectorIsOffUntilTheAppTurnsItOn() {
        #expect(!LeakDetector.shared.isEnabled)
        #expect(LeakDetector.current === LeakDetector.shared)
    }

    @Test func aDetectorThatIsOffWatchesNothing() {
        // Given a detector turned off
        let detector = LeakDetector(gracePeriod: .seconds(60), clock: ManualClock())
        detector.onReport = { _ in }
        detector.disable()
        let screen = Screen()

        // When
        detector.expectDeallocation(of: screen)

        // Then
        #expect(!detector.isEnabled)
        #expect(detector.pendingCount == 0)
        #expect(detector.checkNow().isEmpty)

        // And once on again, it watches
        detector.enable(gracePeriod: .seconds(60), clock: ManualClock())
        detector.expectDeallocation(of: screen)
        #expect(detector.isEnabled)
        #expect(detector.checkNow().map(\.typeName) == ["Screen"])
        withExtendedLifetime(screen) {}
    }

    @Test(.timeLimit(.minutes(1)))
    func disablingForgetsTheWaitingObjectsAndStopsTheirTimers() async {
        // Given a screen waiting for its grace period to end
        let clock = ManualClock()
        let detector = LeakDetector(gracePeriod: .seconds(1), clock: clock)
        detector.onReport = { _ in }
        let screen = Screen()
        detector.expectDeallocation(of: screen)
        await clock.waitForSleepers(1)

        // When
        detector.disable()

        // Then
        #expect(clock.sleeperCount == 0)
        #expect(detector.pendingCount == 0)
        #expect(detector.checkNow().isEmpty)
        #expect(detector.reports.isEmpty)
        withExtendedLifetime(screen) {}
    }

    @Test(.timeLimit(.minutes(1)))
    func releasingTheDetectorStopsItsTimers() async {
        // Given a detector whose timer sleeps on a clock nobody will move
        let clock = ManualClock()
        var detector: LeakDetector? = LeakDetector(gracePeriod: .seconds(1), clock: clock)
        let screen = Screen()
        detector?.expectDeallocation(of: screen)
        await clock.waitForSleepers(1)

        // When
        detector = nil

        // Then no task is left asleep for ever
        #expect(clock.sleeperCount == 0)
        withExtendedLifetime(screen) {}
    }

    // MARK: - The current detector

    @Test func aTaskCanWatchItsOwnDismissals() {
        // Given
        let detector = LeakDetector(gracePeriod: .seconds(60), clock: ManualClock())
        detector.onReport = { _ in }
        let screen = Screen()

        // When
        LeakDetector.$current.withValue(detector) {
            LeakDetector.current.expectDeallocation(of: screen)
        }

        // Then
        #expect(detector.pendingCount == 1)
        #expect(LeakDetector.current === LeakDetector.shared)
        #expect(LeakDetector.shared.pendingCount == 0)
        #expect(detector.checkNow().map(\.typeName) == ["Screen"])
        withExtendedLifetime(screen) {}
    }

    // MARK: - Builds

    @Test func theDetectorIsInEveryDebugBuildAndNoReleaseBuild() {
        #if DEBUG
            let debug = true
        #else
            let debug = false
        #endif
        #expect(LeakDetector.isAvailable == debug)
    }

    // MARK: - The default hook

    @Test func byDefaultEachReportIsWrittenOnStandardError() async {
        // Given / When: a child process whose detector finds a survivor
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let detector = LeakDetector(gracePeriod: .seconds(60), clock: ManualClock())
                let screen = Screen()
                detector.expectDeallocation(of: screen, dismissedAt: "MyApp/Pages.swift", line: 12)
                detector.checkNow()
                withExtendedLifetime(screen) {}
            }
        }

        // Then
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Trellis: Screen is still alive 0.0 seconds after it was dismissed at MyApp/Pages.swift:12."))
    }
}
