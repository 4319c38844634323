extension ImmediateClock {
    /// A point in an ``ImmediateClock``'s time: how far the clock had moved since it was made.
    ///
    /// Instants of different immediate clocks are of the same type but not of the same time;
    /// compare only instants of one clock.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        /// The time between the clock's start and this instant.
        public let offset: Duration

        init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` after this one.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`: negative when `other` is earlier.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` is earlier than `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// The offset from the clock's start, as in "ImmediateClock.Instant(180.0 seconds)".
        public var description: String {
            "ImmediateClock.Instant(\(offset))"
        }
    }
}
