import TrellisSupport

/// A clock whose time moves only when the test moves it: code that sleeps on it waits until
/// the test calls ``advance(by:isolation:fileID:filePath:line:column:)``, however long the
/// sleep, and no test ever waits for real time to pass.
///
/// Put one behind `\.continuousClock` or `\.suspendingClock`, start the work that sleeps, and
/// move time:
///
/// ```swift
/// @Test func theReminderFiresAfterThreeMinutes() async throws {
///     let clock = TestClock()
///     try await withOverrides { $0.continuousClock = clock } operation: {
///         let reminder = Task {
///             try await InjectedValues[\.continuousClock].sleep(for: .seconds(180))
///             return "Time's up"
///         }
///         await clock.waitForSleepers(1)
///
///         await clock.advance(by: .seconds(180))
///
///         let message = try await reminder.value
///         #expect(message == "Time's up")
///     }
/// }
/// ```
///
/// ## What an advance does
/// ``advance(by:isolation:fileID:filePath:line:column:)`` and ``advance(to:isolation:fileID:filePath:line:column:)``
/// resume, one at a time and in deadline order (then in the order they started sleeping),
/// every sleeper whose deadline the clock reaches, with ``now`` set to that sleeper's
/// deadline. After each one it waits until the sleeper's task has run again, then gives the
/// caller's actor, the main actor and other tasks a bounded number of turns, so work that
/// follows a sleep — a render, a new sleep — is done before the test's next line. Sleeps that
/// work starts are resumed in the same advance when their deadlines fall within it.
///
/// Work isolated to the test's own actor (a `@MainActor` presenter tested from a `@MainActor`
/// test) runs within those turns, as its jobs queue on the actor ahead of the test's. Work on
/// other threads gets the same turns, but the kit cannot see when it is done, and a thread the
/// system pauses can miss them: where a test needs certainty, it awaits the result itself —
/// the task's `value`, a `RenderRecorder` expectation — and uses
/// ``waitForSleepers(_:timeout:fileID:filePath:line:column:)`` before advancing when the work
/// must first reach its sleep.
///
/// Cancelling a sleeping task ends its sleep at once with `CancellationError`, as
/// `Task.sleep` does. ``run(limit:isolation:fileID:filePath:line:column:)`` advances until no
/// sleeper is left, and ``expectNoPendingSleeps(isolation:fileID:filePath:line:column:)``
/// fails a test that left one behind.
public final class TestClock: Clock, Sendable {
    /// A point in this clock's time, counted from zero when the clock was made.
    public typealias Instant = ManualInstant

    /// A clock made now stands at ``ManualInstant/offset`` zero, with nobody sleeping.
    public init() {}

    /// The clock's current time: where the last advance left it.
    public var now: Instant {
        state.withLock { $0.now }
    }

    /// Zero: the clock moves exactly as far as it is told.
    public var minimumResolution: Duration {
        .zero
    }

    /// How many sleeps are waiting for the clock to reach their deadline.
    public var pendingSleepCount: Int {
        state.withLock { $0.sleepers.count }
    }

    /// Suspends until an advance of this clock reaches `deadline`, or the task is cancelled.
    ///
    /// A deadline the clock already reached returns at once, without suspending; nothing here
    /// waits for real time.
    ///
    /// - Parameters:
    ///   - deadline: The instant to sleep until.
    ///   - tolerance: Ignored: the clock wakes sleepers exactly at their deadline.
    /// - Throws: `CancellationError` when the task is cancelled before or during the sleep.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = state.withLock { $0.makeID() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let (outcome, arrived) = state.withLock { state -> (Result<Void, any Error>?, [State.SleeperWaiter]) in
                    // Checked under the lock: a cancellation after this point finds the sleeper.
                    if Task.isCancelled { return (.failure(CancellationError()), []) }
                    if deadline <= state.now { return (.success(()), []) }
                    state.sleepers.append(State.Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return (nil, state.takeWaitersSatisfied())
                }
                if let outcome { continuation.resume(with: outcome) }
                for waiter in arrived { waiter.resume(returning: true) }
            }
        } onCancel: {
            let sleeper = state.withLock { $0.removeSleeper(id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
        // An advance resumed this sleep and waits to hear that the task runs again.
        let advance = state.withLock { $0.takeWakeWatcher(of: id) }
        advance?.resume()
    }

    // MARK: - Moving time

    /// Moves the clock forward by `duration`, resuming every sleeper whose deadline it reaches,
    /// in deadline order, and letting each one's work run before the call returns.
    ///
    /// ```swift
    /// @Test func theSessionEndsAfterHalfAMinute() async throws {
    ///     let clock = TestClock()
    ///     let session = Task { try await clock.sleep(for: .seconds(30)) }
    ///     await clock.waitForSleepers(1)
    ///
    ///     await clock.advance(by: .seconds(30))
    ///
    ///     try await session.value
    /// }
    /// ```
    ///
    /// ``TestClock`` says what an advance does and does not promise. An advance by zero resumes
    /// nobody new but still gives started work its turns, so that it reaches its sleep.
    ///
    /// - Parameters:
    ///   - duration: How far to move; a negative duration fails the test, as the clock only
    ///     moves forward.
    ///   - isolation: The actor the caller runs on, which gets turns after each sleeper;
    ///     inferred from the caller.
    ///   - fileID: The caller's file, where a failure is reported; leave the default.
    ///   - filePath: The caller's full path, for XCTest and Xcode; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    public func advance(
        by duration: Duration = .zero,
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        guard duration >= .zero else {
            let message = """
                advance(by:) was given a negative duration, \(duration): a TestClock only moves \
                forward. Advance by the time the work should wait, such as .seconds(1).
                """
            recordFailure(message, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return
        }
        await advance(until: now.advanced(by: duration))
    }

    /// Moves the clock forward to `deadline`, resuming every sleeper whose deadline it reaches,
    /// in deadline order, and letting each one's work run before the call returns.
    ///
    /// ```swift
    /// @Test func theClockStandsWhereItWasAdvancedTo() async {
    ///     let clock = TestClock()
    ///     let fiveMinutesOn = clock.now.advanced(by: .seconds(300))
    ///
    ///     await clock.advance(to: fiveMinutesOn)
    ///
    ///     #expect(clock.now == fiveMinutesOn)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - deadline: Where to move; an instant before ``now`` fails the test, as the clock
    ///     only moves forward.
    ///   - isolation: The actor the caller runs on, which gets turns after each sleeper;
    ///     inferred from the caller.
    ///   - fileID: The caller's file, where a failure is reported; leave the default.
    ///   - filePath: The caller's full path, for XCTest and Xcode; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    public func advance(
        to deadline: Instant,
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let now = self.now
        guard deadline >= now else {
            let message = """
                advance(to:) was given \(deadline), which is before the clock's now, \(now): a \
                TestClock only moves forward. Advance to an instant made from the clock's now, \
                such as clock.now.advanced(by: .seconds(1)).
                """
            recordFailure(message, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return
        }
        await advance(until: deadline)
    }

    /// Advances to each deadline in turn until nobody sleeps on the clock any more: the end of
    /// every timer, timeout and retry the work started.
    ///
    /// ```swift
    /// @Test func theRetriesRunOut() async throws {
    ///     let clock = TestClock()
    ///     let retries = Task {
    ///         for _ in 1...3 { try await clock.sleep(for: .seconds(10)) }
    ///     }
    ///     await clock.waitForSleepers(1)
    ///
    ///     await clock.run()
    ///
    ///     try await retries.value
    ///     #expect(clock.now.offset == .seconds(30))
    /// }
    /// ```
    ///
    /// Work that sleeps again every time it wakes (a polling loop) never runs out of sleeps;
    /// after resuming `limit` sleepers with more still pending, the call fails the test with
    /// the pending deadlines and returns, rather than running forever. Cancel such work first,
    /// or move time by a fixed amount with ``advance(by:isolation:fileID:filePath:line:column:)``.
    ///
    /// - Parameters:
    ///   - limit: How many sleepers to resume before deciding that they never stop.
    ///   - isolation: The actor the caller runs on, which gets turns after each sleeper;
    ///     inferred from the caller.
    ///   - fileID: The caller's file, where a failure is reported; leave the default.
    ///   - filePath: The caller's full path, for XCTest and Xcode; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    public func run(
        limit: Int = 1_000,
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await settle()
        var resumed = 0
        while true {
            if resumed >= limit {
                let pending = state.withLock { $0.pendingDescription }
                guard let pending else { return }
                let message = """
                    TestClock.run() resumed \(resumed) sleepers and more are still pending (\(pending)): \
                    the work sleeps again every time it wakes, so the clock never runs out of sleepers. \
                    Cancel that work before run(), or move time by a fixed amount with advance(by:).
                    """
                recordFailure(message, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
                return
            }
            guard let sleeper = state.withLock({ $0.takeNextSleeper(reaching: nil) }) else { return }
            await wake(sleeper)
            await settle()
            resumed += 1
        }
    }

    // MARK: - Checking sleepers

    /// Suspends until at least `count` sleeps are pending on the clock, so that the test moves
    /// time only once the work it started has reached its sleep.
    ///
    /// ```swift
    /// @Test func thePollWaitsTenSeconds() async throws {
    ///     let clock = TestClock()
    ///     let poll = Task { try await clock.sleep(for: .seconds(10)) }
    ///
    ///     await clock.waitForSleepers(1)  // the task has reached its sleep
    ///     await clock.advance(by: .seconds(10))
    ///
    ///     try await poll.value
    /// }
    /// ```
    ///
    /// The call returns as soon as the sleeps are there, and at once if they already are. It
    /// never moves the clock.
    ///
    /// - Parameters:
    ///   - count: How many sleeps to wait for.
    ///   - timeout: How long to wait, in real time, before failing the test with what is
    ///     pending. It is only a bound for work that never sleeps: no passing test waits it.
    ///   - fileID: The caller's file, where a failure is reported; leave the default.
    ///   - filePath: The caller's full path, for XCTest and Xcode; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    public func waitForSleepers(
        _ count: Int = 1,
        timeout: Duration = Waiting.defaultTimeout,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        guard await !sleepersArrive(count, timeout: timeout) else { return }
        let (pending, description) = state.withLock { ($0.sleepers.count, $0.pendingDescription) }
        let message = """
            Timed out after \(timeout) waiting for \(Self.sleeps(count)) on the TestClock; \
            \(pending == 0 ? "none is" : "only \(pending) \(pending == 1 ? "is" : "are")") pending\
            \(description.map { " (\($0))" } ?? ""). Start the work that sleeps before waiting, and \
            check that it sleeps on this clock: the one installed for the key it reads.
            """
        recordFailure(message, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects nobody to be sleeping on the clock, and fails the test with each pending
    /// deadline otherwise.
    ///
    /// ```swift
    /// @Test func theTimerLeavesNothingBehind() async throws {
    ///     let clock = TestClock()
    ///     let timer = Task { try await clock.sleep(for: .seconds(60)) }
    ///     await clock.waitForSleepers(1)
    ///
    ///     await clock.run()
    ///
    ///     try await timer.value
    ///     await clock.expectNoPendingSleeps()
    /// }
    /// ```
    ///
    /// A sleep still pending when a test ends is work the test never saw finish: a timer it
    /// did not expect, or a task it forgot to cancel. The check first gives started work its
    /// turns, as an advance does, so that a sleep about to begin is seen too.
    ///
    /// - Parameters:
    ///   - isolation: The actor the caller runs on; inferred from the caller.
    ///   - fileID: The caller's file, where a failure is reported; leave the default.
    ///   - filePath: The caller's full path, for XCTest and Xcode; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    public func expectNoPendingSleeps(
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await settle()
        let (count, description) = state.withLock { ($0.sleepers.count, $0.pendingDescription) }
        guard let description else { return }
        let message = """
            \(Self.sleeps(count)) \(count == 1 ? "is" : "are") still pending on the TestClock (\(description)). \
            Advance past \(count == 1 ? "it" : "them") with advance(by:) or run(), or cancel the \
            work that sleeps before the test ends.
            """
        recordFailure(message, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    // MARK: - Internal

    /// How many turns the caller's actor, the main actor and other tasks get after each
    /// sleeper an advance resumes: enough for the work after a sleep to reach its next
    /// suspension, few enough to keep a long run fast.
    static let settlingTurns = 16

    /// The kit's lock rather than `Synchronization.Mutex`, whose hand-over on Linux the thread
    /// sanitizer cannot see.
    private let state = Lock(State())

    /// Resumes, in deadline order, every sleeper whose deadline is at or before `deadline`,
    /// then leaves the clock there.
    private func advance(until deadline: Instant, isolation: isolated (any Actor)? = #isolation) async {
        await settle()
        while let sleeper = state.withLock({ $0.takeNextSleeper(reaching: deadline) }) {
            await wake(sleeper)
            await settle()
        }
    }

    /// Resumes `sleeper` and suspends until its task runs again.
    private func wake(_ sleeper: State.Sleeper, isolation: isolated (any Actor)? = #isolation) async {
        sleeper.continuation.resume()
        await withCheckedContinuation { (advance: CheckedContinuation<Void, Never>) in
            let isWaiting = state.withLock { $0.watchWake(of: sleeper.id, with: advance) }
            if !isWaiting { advance.resume() }
        }
    }

    /// Gives the caller's actor, the main actor and other tasks their turns.
    private func settle(isolation: isolated (any Actor)? = #isolation) async {
        for _ in 0..<Self.settlingTurns {
            await Task.yield()
            await MainActor.run {}
        }
    }

    /// Whether `count` sleepers arrived before `timeout` passed.
    private func sleepersArrive(_ count: Int, timeout: Duration) async -> Bool {
        let id = state.withLock { $0.makeID() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let isWaiting = state.withLock { state in
                    guard state.sleepers.count < count, !Task.isCancelled else { return false }
                    state.waiters.append(State.SleeperWaiter(id: id, count: count, continuation: continuation))
                    return true
                }
                guard isWaiting else {
                    continuation.resume(returning: state.withLock { $0.sleepers.count >= count })
                    return
                }
                // The one real-time wait of the clock, and only a bound: the sleepers end it.
                let timer = Task {
                    try? await Task.sleep(for: timeout)
                    self.state.withLock { $0.removeWaiter(id) }?.resume(returning: false)
                }
                let isStillWaiting = state.withLock { $0.setTimer(timer, ofWaiter: id) }
                if !isStillWaiting { timer.cancel() }
            }
        } onCancel: {
            state.withLock { $0.removeWaiter(id) }?.resume(returning: false)
        }
    }

    /// "1 sleep", "2 sleeps".
    private static func sleeps(_ count: Int) -> String {
        count == 1 ? "1 sleep" : "\(count) sleeps"
    }
}
