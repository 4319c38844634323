import Foundation
import Trellis
import TrellisTesting

/// The time a Gallery test runs at: a `TestClock` behind `\.continuousClock`, which only the
/// test moves, and a date behind `\.date` that starts at ``start`` and moves with the clock, so
/// that advancing the clock by two minutes makes a like two minutes old.
struct TestTime: Sendable {
    /// What `\.date` says before the clock moves.
    static let start = Date(timeIntervalSince1970: 1_750_000_000)

    /// The clock behind `\.continuousClock`; nothing sleeping on it wakes until it is advanced.
    let clock = TestClock()

    /// The start date plus however far the clock has moved.
    var date: DateGenerator {
        DateGenerator { [clock] in Self.start.addingTimeInterval(clock.now.offset.timeInterval) }
    }

    /// Puts the clock and the date in `values`.
    func install(in values: inout InjectedValues) {
        values.continuousClock = clock
        values.date = date
    }
}

extension Duration {
    /// The duration in seconds, as `Date` counts them.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
