/// A clock whose instants are durations since it was wrapped.
///
/// The detector takes any `Clock<Duration>` — `ContinuousClock` in an app, a manual clock in a
/// test — and keeps the moment of every dismissal. Kept as the time since the clock was
/// wrapped, those moments are plain `Duration`s: stored, compared and subtracted without the
/// clock's `Instant` type, which an `any Clock<Duration>` hides.
struct ElapsedClock: Sendable {
    /// The time since the clock was wrapped.
    let now: @Sendable () -> Duration

    /// Suspends until the clock reaches `deadline` (a time since it was wrapped); throws
    /// `CancellationError` when the task is cancelled first.
    let sleep: @Sendable (_ deadline: Duration) async throws -> Void

    init(_ clock: some Clock<Duration>) {
        let origin = clock.now
        now = { origin.duration(to: clock.now) }
        sleep = { deadline in try await clock.sleep(until: origin.advanced(by: deadline), tolerance: nil) }
    }
}
