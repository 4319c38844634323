import TrellisSupport

/// A clock on which every sleep ends at once, for tests that need work to get past its
/// waits but do not care when.
///
/// ```swift
/// @Test(.injecting { $0.continuousClock = ImmediateClock() })
/// func theRetryGivesUpAfterThreeTries() async throws {
///     let clock = InjectedValues[\.continuousClock]
///     var tries = 0
///     while tries < 3 {
///         tries += 1
///         try await clock.sleep(for: .seconds(30))
///     }
///     #expect(tries == 3)
/// }
/// ```
///
/// A sleep yields once, so other tasks get a turn as they would during a real sleep, and
/// moves ``now`` to its deadline: after sleeping 30 seconds three times, `now` is 90 seconds
/// after the clock was made. Time never moves backwards; a sleep whose deadline has passed
/// leaves `now` where it is. To see work *before* its sleep ends — a loading state, a
/// countdown — use a ``TestClock`` instead.
public final class ImmediateClock: Clock, Sendable {
    /// A point in this clock's time, counted from zero when the clock was made.
    public typealias Instant = ManualInstant

    /// A clock made now stands at ``ManualInstant/offset`` zero.
    public init() {}

    /// The clock's current time: the latest deadline anyone slept until.
    public var now: Instant {
        current.withLock { $0 }
    }

    /// Zero: the clock moves exactly as far as a sleep asks.
    public var minimumResolution: Duration {
        .zero
    }

    /// Moves ``now`` to `deadline` and returns after one `Task.yield()`, without waiting.
    ///
    /// - Parameters:
    ///   - deadline: The instant to sleep until.
    ///   - tolerance: Ignored.
    /// - Throws: `CancellationError` when the task is cancelled, as `Task.sleep` does.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        current.withLock { now in now = max(now, deadline) }
        await Task.yield()
        try Task.checkCancellation()
    }

    private let current = Lock(Instant(offset: .zero))
}
