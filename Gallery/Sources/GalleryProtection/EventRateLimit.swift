/// How many events one live page may send: a token bucket that holds ``burst`` events and
/// refills at ``perSecond``.
///
/// A person clicks a few times a second; a script that pipelines likes makes thousands, and
/// each like is fanned out to every page on the photo. An event over the limit is not applied,
/// and the socket reads nothing more until ``delay(at:)`` has passed (see ``LiveSocket``).
package struct EventRateLimit: Sendable {
    /// The events a second the bucket refills with.
    package let perSecond: Int
    /// The most events taken at once, after a quiet moment.
    package let burst: Int
    /// Whole events available, in nanoevents (an event is 1e9 of them), so refills are exact.
    private var available: Int64
    private var lastRefill: Duration = .zero

    private static let unit: Int64 = 1_000_000_000

    /// A full bucket.
    package init(perSecond: Int, burst: Int) {
        precondition(
            (1...1_000_000).contains(perSecond) && (1...1_000_000).contains(burst),
            "EventRateLimit: events a second and the burst are each from 1 to 1,000,000, not \(perSecond) and \(burst)."
        )
        self.perSecond = perSecond
        self.burst = burst
        available = Int64(burst) * Self.unit
    }

    /// Takes one event if the bucket has one at `now` (the time on the socket's stopwatch).
    package mutating func take(at now: Duration) -> Bool {
        refill(at: now)
        guard available >= Self.unit else { return false }
        available -= Self.unit
        return true
    }

    /// How long from `now` until the bucket holds an event again; zero if it holds one.
    package func delay(at now: Duration) -> Duration {
        var refilled = self
        refilled.refill(at: now)
        let missing = Self.unit - refilled.available
        guard missing > 0 else { return .zero }
        // Rounded up, so that after the delay the event is there.
        return .nanoseconds((missing + Int64(perSecond) - 1) / Int64(perSecond))
    }

    private mutating func refill(at now: Duration) {
        guard now > lastRefill else { return }
        let (seconds, attoseconds) = (now - lastRefill).components
        let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        // Nanoseconds times events a second is nanoevents; no more than an empty bucket takes
        // to fill, so the product stays small.
        let fillTime = Int64(burst) * Self.unit / Int64(perSecond) + 1
        let added = min(nanoseconds, fillTime) * Int64(perSecond)
        available = min(Int64(burst) * Self.unit, available + added)
        lastRefill = now
    }
}
