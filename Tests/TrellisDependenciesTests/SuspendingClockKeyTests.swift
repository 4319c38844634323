import Testing
import TrellisInjection
import TrellisTesting
@testable import TrellisDependencies

struct SuspendingClockKeyTests {
    @Test func theLiveClockIsTheSuspendingClock() {
        #expect(SuspendingClockKey.defaultValue is SuspendingClock)
    }

    @Test(.injecting(\.suspendingClock, ImmediateClock()))
    func theTraitReplacesTheClock() {
        #expect(InjectedValues[\.suspendingClock] is ImmediateClock)
    }

    @Test func aScopeReplacesOneClockAndLeavesTheOther() {
        let clock = TestClock()

        withOverrides { $0.suspendingClock = clock } operation: {
            #expect(InjectedValues[\.suspendingClock] as? TestClock === clock)
            // The other clock is not overridden: the test gets a placeholder that fails each
            // call and never really waits.
            let other = InjectedValues[ContinuousClockKey.self]
            #expect(!(other is TestClock))
            #expect(!(other is ContinuousClock))
        }
    }
}

/// A clock nobody overrode never really sleeps in a test: each sleep fails the test and ends at once.
@Suite struct UnimplementedClockTests {
    @Test func aSleepOnAClockNobodyOverrodeFailsTheTestAndDoesNotWait() async throws {
        let clock = InjectedValues[\.continuousClock]
        let started = ContinuousClock.now
        try await withKnownIssue {
            try await clock.sleep(for: .seconds(30), tolerance: nil)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("sleep(until:tolerance:) on the placeholder of TrellisDependencies.ContinuousClockKey") }
        }
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test func dateUUIDAndRandomPlaceholdersFailEachCall() {
        withKnownIssue {
            _ = InjectedValues[\.date]()
            _ = InjectedValues[\.uuid]()
            let random = InjectedValues[\.randomNumberGenerator]
            _ = random { Int.random(in: 0..<10, using: &$0) }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("on the placeholder of TrellisDependencies.") }
        }
    }
}
