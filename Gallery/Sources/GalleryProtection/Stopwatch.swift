/// The time gone by on a clock since the stopwatch was made, whatever the clock's instants are.
///
/// A live socket reads `\.continuousClock` as `any Clock<Duration>`, whose instants cannot be
/// compared without their type; the stopwatch keeps the first one with its type and answers in
/// durations. On a `TestClock` it moves only when the test advances the clock.
package struct Stopwatch: Sendable {
    private let read: @Sendable () -> Duration

    /// A stopwatch started now on `clock`.
    package init(_ clock: any Clock<Duration>) {
        read = Self.reading(clock)
    }

    /// How long ago the stopwatch started.
    package var elapsed: Duration {
        read()
    }

    private static func reading<C: Clock<Duration>>(_ clock: C) -> @Sendable () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }
}
