import Trellis

/// Installed at start-up, read by nobody.
struct ClockKey: InjectionKey {
    static let defaultValue: any Clock = SystemClock()
}

extension InjectedValues {
    var clock: any Clock {
        get { Self[ClockKey.self] }
        set { Self[ClockKey.self] = newValue }
    }
}

protocol Clock: Sendable {}
struct SystemClock: Clock {}
