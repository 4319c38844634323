public import TrellisInjection

/// The clock that keeps counting while the device sleeps, as an injected value.
enum ContinuousClockKey: InjectionKey {
    static let defaultValue: any Clock<Duration> = ContinuousClock()
    static var testValue: any Clock<Duration> { UnimplementedClock(fail: unimplementedCall) }
}

extension InjectedValues {
    /// The clock to measure and wait on when time spent asleep counts: timeouts, debounces,
    /// retries, "last seen five minutes ago". Live: `ContinuousClock()`.
    ///
    /// Code that sleeps on this clock instead of calling `Task.sleep` directly can be tested
    /// without waiting. A test puts a `TestClock` here (from TrellisTesting) and moves time
    /// itself with `advance(by:)`, or an `ImmediateClock` when it only needs every sleep to
    /// end at once:
    ///
    /// ```swift
    /// struct Search {
    ///     @Injected(\.continuousClock) var clock: any Clock<Duration>
    ///
    ///     /// Waits for the typing to pause; a newer query cancels this one.
    ///     func settled(_ query: String) async throws -> String {
    ///         try await clock.sleep(for: .milliseconds(300))
    ///         return query
    ///     }
    /// }
    /// ```
    public var continuousClock: any Clock<Duration> {
        get { Self[ContinuousClockKey.self] }
        set { Self[ContinuousClockKey.self] = newValue }
    }
}
