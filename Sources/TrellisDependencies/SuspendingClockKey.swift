public import TrellisInjection

/// The clock that stops while the device sleeps, as an injected value.
enum SuspendingClockKey: InjectionKey {
    static let defaultValue: any Clock<Duration> = SuspendingClock()
    static var testValue: any Clock<Duration> { UnimplementedClock(fail: unimplementedCall) }
}

extension InjectedValues {
    /// The clock to measure and wait on when only time the device was awake counts: an
    /// animation's pace, work measured in CPU-awake time. Live: `SuspendingClock()`.
    ///
    /// A test puts a `TestClock` here (from TrellisTesting) to move time itself, or an
    /// `ImmediateClock` to let every sleep end at once. When code reads both clocks, one
    /// `TestClock` can stand behind both, so a single `advance(by:)` moves them together.
    public var suspendingClock: any Clock<Duration> {
        get { Self[SuspendingClockKey.self] }
        set { Self[SuspendingClockKey.self] = newValue }
    }
}
