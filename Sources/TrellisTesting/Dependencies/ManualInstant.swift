/// A point in the time of a clock a test drives — a ``TestClock`` or an ``ImmediateClock`` —:
/// how far the clock had moved since it was made.
///
/// Both clocks count time the same way, from zero, so they share one instant type. Instants of
/// different clocks are of the same type but not of the same time; compare only instants of
/// one clock.
public struct ManualInstant: InstantProtocol, CustomStringConvertible {
    /// The time between the clock's start and this instant.
    public let offset: Duration

    init(offset: Duration) {
        self.offset = offset
    }

    /// The instant `duration` after this one.
    public func advanced(by duration: Duration) -> ManualInstant {
        ManualInstant(offset: offset + duration)
    }

    /// The time from this instant to `other`: negative when `other` is earlier.
    public func duration(to other: ManualInstant) -> Duration {
        other.offset - offset
    }

    /// Whether `lhs` is earlier than `rhs`.
    public static func < (lhs: ManualInstant, rhs: ManualInstant) -> Bool {
        lhs.offset < rhs.offset
    }

    /// The offset from the clock's start, as in "ManualInstant(180.0 seconds)".
    public var description: String {
        "ManualInstant(\(offset))"
    }
}
