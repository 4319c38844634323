import Testing
import TrellisInjection
import TrellisTesting
@testable import TrellisDependencies

struct ContinuousClockKeyTests {
    @Test func theLiveClockIsTheContinuousClock() {
        #expect(ContinuousClockKey.defaultValue is ContinuousClock)
    }

    @Test(.injecting(\.continuousClock, ImmediateClock()))
    func theTraitReplacesTheClock() {
        #expect(InjectedValues[\.continuousClock] is ImmediateClock)
    }

    @Test func aScopeReplacesTheClockForItsWorkOnly() async {
        let clock = TestClock()

        await withOverrides { $0.continuousClock = clock } operation: {
            #expect(InjectedValues[\.continuousClock] as? TestClock === clock)
            let fromChild = await Task { InjectedValues[\.continuousClock] as? TestClock }.value
            #expect(fromChild === clock)
        }
    }

    @Test func anInjectedPropertyReadsTheClockOfTheScopeItWasMadeIn() {
        let clock = TestClock()

        let timer = withOverrides { $0.continuousClock = clock } operation: { Timer() }

        #expect(timer.clock as? TestClock === clock)
    }
}

/// A part of a feature that reads its clock once, when it is made.
private struct Timer {
    @Injected(\.continuousClock) var clock: any Clock<Duration>
}
