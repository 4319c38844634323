import Testing
import Trellis
import TrellisTesting

/// A sleep the clock never reaches would suspend its test forever; the limit turns that into
/// a failure.
@Suite(.timeLimit(.minutes(1)))
struct TestClockTests {
    // MARK: - Sleeping until advanced

    @Test func aSleepOfThreeMinutesEndsOnlyWhenTheClockReachesIt() async throws {
        // Given a task sleeping three minutes on a new clock
        let clock = TestClock()
        let start = clock.now
        let woke = Collected(false)
        let sleeper = Task {
            try await clock.sleep(for: .seconds(180))
            woke.update { $0 = true }
        }
        await clock.waitForSleepers(1)

        // When the clock moves one second short of it
        await clock.advance(by: .seconds(179))

        // Then the task still sleeps
        #expect(!woke.value)
        #expect(clock.pendingSleepCount == 1)
        #expect(clock.now == start.advanced(by: .seconds(179)))

        // When the clock reaches it
        await clock.advance(by: .seconds(1))

        // Then the sleep ends, and the clock stands at its deadline
        try await sleeper.value
        #expect(woke.value)
        #expect(clock.pendingSleepCount == 0)
        #expect(clock.now.offset == .seconds(180))
    }

    @Test func aClockStartsAtZeroAndMovesOnlyWhenAdvanced() async {
        let clock = TestClock()
        #expect(clock.now.offset == .zero)
        #expect(clock.minimumResolution == .zero)

        await clock.advance(by: .milliseconds(1_500))

        #expect(clock.now.offset == .milliseconds(1_500))
        #expect(clock.now.duration(to: clock.now.advanced(by: .seconds(2))) == .seconds(2))
    }

    @Test func aDeadlineAlreadyReachedReturnsAtOnce() async throws {
        let clock = TestClock()
        await clock.advance(by: .seconds(10))

        try await clock.sleep(until: clock.now.advanced(by: .seconds(-1)))
        try await clock.sleep(for: .zero)

        #expect(clock.pendingSleepCount == 0)
        #expect(clock.now.offset == .seconds(10))
    }

    // MARK: - Order

    @Test @MainActor func sleepersWakeInDeadlineOrderAndTheirWorkRunsBeforeTheAdvanceReturns() async throws {
        // Given three tasks of the test's actor, started in the order 3 s, 1 s, 2 s
        let clock = TestClock()
        var woken: [Int] = []
        var sleepers: [Task<Void, any Error>] = []
        for seconds in [3, 1, 2] {
            sleepers.append(
                Task { @MainActor in
                    try await clock.sleep(for: .seconds(seconds))
                    woken.append(seconds)
                })
        }
        await clock.waitForSleepers(3)

        // When one advance reaches all three deadlines
        await clock.advance(by: .seconds(3))

        // Then each woke in deadline order, and its work ran before the next line
        #expect(woken == [1, 2, 3])
        for sleeper in sleepers { try await sleeper.value }
    }

    @Test @MainActor func workThatTakesSeveralTurnsAfterWakingFinishesBeforeTheAdvanceReturns() async throws {
        // Given work of the test's actor that, once awake, suspends three times before it is done
        let clock = TestClock()
        var steps: [String] = []
        let work = Task { @MainActor in
            try await clock.sleep(for: .seconds(1))
            steps.append("woke")
            for step in 1...3 {
                await Task.yield()
                steps.append("step \(step)")
            }
        }
        await clock.waitForSleepers(1)

        // When the clock reaches its deadline
        await clock.advance(by: .seconds(1))

        // Then all of it ran before the test's next line
        #expect(steps == ["woke", "step 1", "step 2", "step 3"])
        try await work.value
    }

    @Test func equalDeadlinesWakeInTheOrderTheSleepsStarted() async throws {
        // Given two tasks sleeping until the same instant, the second starting after the first
        let clock = TestClock()
        let deadline = clock.now.advanced(by: .seconds(5))
        let order = Collected<[String]>([])
        let first = Task {
            try await clock.sleep(until: deadline)
            order.update { $0.append("first") }
        }
        await clock.waitForSleepers(1)
        let second = Task {
            try await clock.sleep(until: deadline)
            order.update { $0.append("second") }
        }
        await clock.waitForSleepers(2)

        // When the clock reaches it, one sleeper at a time
        await clock.advance(to: deadline)
        try await first.value
        try await second.value

        // Then the first to sleep woke first
        #expect(order.value == ["first", "second"])
    }

    @Test func anAdvanceWakesOnlyTheDeadlinesItReaches() async throws {
        // Given sleepers at 1 s and 5 s
        let clock = TestClock()
        let short = Task { try await clock.sleep(for: .seconds(1)) }
        let long = Task { try await clock.sleep(for: .seconds(5)) }
        await clock.waitForSleepers(2)

        // When the clock moves to 2 s
        await clock.advance(to: clock.now.advanced(by: .seconds(2)))

        // Then the first sleep ended, the second waits, and the clock is at 2 s
        try await short.value
        #expect(clock.pendingSleepCount == 1)
        #expect(clock.now.offset == .seconds(2))

        await clock.advance(by: .seconds(3))
        try await long.value
        #expect(clock.pendingSleepCount == 0)
    }

    @Test @MainActor func sleepsStartedByWokenWorkWakeInTheSameAdvance() async throws {
        // Given work of the test's actor that sleeps 1 s three times
        let clock = TestClock()
        var ticks: [Duration] = []
        let timer = Task { @MainActor in
            for _ in 0..<3 {
                try await clock.sleep(for: .seconds(1))
                ticks.append(clock.now.offset)
            }
        }
        await clock.waitForSleepers(1)

        // When one advance covers all three
        await clock.advance(by: .seconds(3))

        // Then each sleep ended at its own deadline, all before the advance returned
        #expect(ticks == [.seconds(1), .seconds(2), .seconds(3)])
        #expect(clock.pendingSleepCount == 0)
        timer.cancel()  // ends a sleep left behind, should there be one, instead of waiting forever
        _ = await timer.result
    }

    // MARK: - Running out

    @Test func runAdvancesUntilNobodySleeps() async throws {
        // Given a task that sleeps 1 minute, then 2 more
        let clock = TestClock()
        let timer = Task {
            try await clock.sleep(for: .seconds(60))
            try await clock.sleep(for: .seconds(120))
        }
        await clock.waitForSleepers(1)

        // When the clock runs
        await clock.run()

        // Then both sleeps ended, and the clock stands at the last deadline
        try await timer.value
        #expect(clock.pendingSleepCount == 0)
        #expect(clock.now.offset == .seconds(180))
        await clock.expectNoPendingSleeps()
    }

    @Test func runStopsWithAFailureWhenSleepersNeverStop() async throws {
        // Given a polling loop that sleeps again every time it wakes
        let clock = TestClock()
        let polling = Task {
            while true { try await clock.sleep(for: .seconds(1)) }
        }
        await clock.waitForSleepers(1)

        // When the clock runs with a small limit
        let line = #line + 2
        await withKnownIssue {
            await clock.run(limit: 5)
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == line
                && message.hasPrefix("TestClock.run() resumed 5 sleepers and more are still pending (now 5.0 seconds; deadline 6.0 seconds)")
                && message.contains("Cancel that work before run(), or move time by a fixed amount with advance(by:).")
        }

        // Then it gave up after the limit, with the loop still sleeping
        #expect(clock.now.offset == .seconds(5))
        polling.cancel()
        await #expect(throws: CancellationError.self) { try await polling.value }
    }

    // MARK: - Cancellation

    @Test func cancellingASleeperEndsItsSleepWithCancellationError() async throws {
        // Given a task sleeping an hour
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(3_600)) }
        await clock.waitForSleepers(1)

        // When it is cancelled, with no advance at all
        sleeper.cancel()

        // Then its sleep throws CancellationError and leaves the clock
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.pendingSleepCount == 0)
        #expect(clock.now.offset == .zero)
    }

    @Test func aTaskCancelledBeforeItSleepsDoesNotSleep() async throws {
        let clock = TestClock()
        let sleeper = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }

        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.pendingSleepCount == 0)
    }

    // MARK: - Checks

    @Test func expectNoPendingSleepsNamesEachPendingDeadline() async throws {
        // Given two sleeps nobody advanced past
        let clock = TestClock()
        let first = Task { try await clock.sleep(for: .seconds(30)) }
        let second = Task { try await clock.sleep(for: .seconds(10)) }
        await clock.waitForSleepers(2)

        // When the test expects none
        let line = #line + 2
        await withKnownIssue {
            await clock.expectNoPendingSleeps()
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [
                    """
                    2 sleeps are still pending on the TestClock (now 0.0 seconds; deadlines 10.0 seconds, 30.0 seconds). \
                    Advance past them with advance(by:) or run(), or cancel the work that sleeps before the test ends.
                    """,
                ]
        }
        first.cancel()
        second.cancel()
    }

    @Test func waitForSleepersFailsWhenNobodySleeps() async {
        let clock = TestClock()

        let line = #line + 2
        await withKnownIssue {
            await clock.waitForSleepers(1, timeout: .milliseconds(10))
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [
                    """
                    Timed out after 0.01 seconds waiting for 1 sleep on the TestClock; none is pending. \
                    Start the work that sleeps before waiting, and check that it sleeps on this clock: \
                    the one installed for the key it reads.
                    """,
                ]
        }
    }

    @Test func advancingByANegativeDurationFailsAndLeavesTheClockWhereItWas() async {
        let clock = TestClock()
        await clock.advance(by: .seconds(5))

        let line = #line + 2
        await withKnownIssue {
            await clock.advance(by: .seconds(-1))
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [
                    """
                    advance(by:) was given a negative duration, -1.0 seconds: a TestClock only moves forward. \
                    Advance by the time the work should wait, such as .seconds(1).
                    """,
                ]
        }
        #expect(clock.now.offset == .seconds(5))
    }

    @Test func advancingToAnEarlierInstantFailsAndLeavesTheClockWhereItWas() async {
        let clock = TestClock()
        await clock.advance(by: .seconds(5))
        let earlier = clock.now.advanced(by: .seconds(-2))

        let line = #line + 2
        await withKnownIssue {
            await clock.advance(to: earlier)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [
                    """
                    advance(to:) was given ManualInstant(3.0 seconds), which is before the clock's now, \
                    ManualInstant(5.0 seconds): a TestClock only moves forward. Advance to an instant made \
                    from the clock's now, such as clock.now.advanced(by: .seconds(1)).
                    """,
                ]
        }
        #expect(clock.now.offset == .seconds(5))
    }

    // MARK: - Behind the keys

    @Test @MainActor func aDebounceReadingTheKeyWaitsForTheTestClock() async {
        let clock = TestClock()
        await withOverrides { $0.continuousClock = clock } operation: {
            // Given a debounce that reads its clock from the key, as a feature would
            let search = DebouncedSearch()

            // When the user types, pausing less than the debounce interval
            search.type("h")
            await clock.waitForSleepers(1)
            await clock.advance(by: .milliseconds(100))
            search.type("ha")
            await clock.waitForSleepers(1)
            await clock.advance(by: .milliseconds(299))

            // Then nothing is searched yet
            #expect(search.searched.isEmpty)

            // When the pause reaches the interval
            await clock.advance(by: .milliseconds(1))

            // Then only the last query is searched
            #expect(search.searched == ["ha"])
            await search.pending?.value
            await clock.expectNoPendingSleeps()
        }
    }

    @Test func oneClockCanStandBehindBothKeys() async throws {
        let clock = TestClock()
        try await withOverrides {
            $0.continuousClock = clock
            $0.suspendingClock = clock
        } operation: {
            let continuous = InjectedValues[\.continuousClock]
            let suspending = InjectedValues[\.suspendingClock]
            let both = Task {
                try await continuous.sleep(for: .seconds(1))
                try await suspending.sleep(for: .seconds(1))
            }
            await clock.waitForSleepers(1)

            await clock.run()

            try await both.value
            #expect(clock.now.offset == .seconds(2))
        }
    }
}

/// A search field that searches once typing pauses for 300 ms, on the clock it reads from
/// `\.continuousClock`.
@MainActor private final class DebouncedSearch {
    private let clock = InjectedValues[\.continuousClock]
    private(set) var searched: [String] = []
    private(set) var pending: Task<Void, Never>?

    func type(_ query: String) {
        pending?.cancel()
        pending = Task {
            do {
                try await clock.sleep(for: .milliseconds(300))
            } catch {
                return
            }
            searched.append(query)
        }
    }
}
