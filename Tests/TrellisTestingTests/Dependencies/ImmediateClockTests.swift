import Testing
import Trellis
import TrellisTesting

struct ImmediateClockTests {
    @Test func aSleepEndsAtOnceAndMovesNowByWhatItSlept() async throws {
        // Given a new clock
        let clock = ImmediateClock()
        #expect(clock.now.offset == .zero)
        #expect(clock.minimumResolution == .zero)

        // When code sleeps on it an hour, then half a minute
        try await clock.sleep(for: .seconds(3_600))
        try await clock.sleep(for: .seconds(30))

        // Then both sleeps ended, and now is their sum later
        #expect(clock.now.offset == .seconds(3_630))
    }

    @Test func aDeadlineInThePastLeavesNowWhereItIs() async throws {
        let clock = ImmediateClock()
        try await clock.sleep(for: .seconds(10))

        try await clock.sleep(until: clock.now.advanced(by: .seconds(-5)))

        #expect(clock.now.offset == .seconds(10))
    }

    @Test func aCancelledTaskDoesNotSleep() async {
        let clock = ImmediateClock()
        let sleeper = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }

        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.now.offset == .zero)
    }

    @Test(.injecting { $0.continuousClock = ImmediateClock() })
    func retriesBehindTheKeyRunWithoutWaiting() async throws {
        // Given code that waits 30 s between three tries, on the clock of the key
        let clock = InjectedValues[\.continuousClock]
        var tries = 0

        // When it runs
        while tries < 3 {
            tries += 1
            try await clock.sleep(for: .seconds(30))
        }

        // Then it made every try, on a clock that moved 90 s
        #expect(tries == 3)
        let immediate = try #require(clock as? ImmediateClock)
        #expect(immediate.now.offset == .seconds(90))
    }
}
