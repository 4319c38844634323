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
            // The other clock is not overridden: reading it is a test that reached a live clock.
            withKnownIssue {
                #expect(!(InjectedValues[ContinuousClockKey.self] is TestClock))
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("The test read TrellisDependencies.ContinuousClockKey") }
            }
        }
    }
}
