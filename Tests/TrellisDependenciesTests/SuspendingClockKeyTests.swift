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
            #expect(!(InjectedValues[ContinuousClockKey.self] is TestClock))
        }
    }
}
