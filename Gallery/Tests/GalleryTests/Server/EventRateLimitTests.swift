@testable import Gallery
import GalleryProtection
import Testing

/// The token bucket behind a live page's event limit.
@Suite("Event rate limit")
struct EventRateLimitTests {
    @Test func aFullBucketTakesItsBurstThenRefusesUntilItRefills() {
        var limit = EventRateLimit(perSecond: 4, burst: 3)
        var taken = 0
        while taken < 10, limit.take(at: .zero) { taken += 1 }
        #expect(taken == 3, "the burst")
        #expect(limit.delay(at: .zero) == .milliseconds(250), "a quarter second makes one event")
        let early = limit.take(at: .milliseconds(249))
        #expect(!early)
        let onTime = limit.take(at: .milliseconds(250))
        #expect(onTime)
        let again = limit.take(at: .milliseconds(250))
        #expect(!again)
    }

    @Test func aQuietMomentRefillsNoMoreThanTheBurst() {
        var limit = EventRateLimit(perSecond: 10, burst: 2)
        _ = limit.take(at: .zero)
        _ = limit.take(at: .zero)
        let later = Duration.seconds(3600)
        var taken = 0
        while taken < 10, limit.take(at: later) { taken += 1 }
        #expect(taken == 2, "an hour of quiet still allows only the burst")
        #expect(limit.delay(at: later) == .milliseconds(100))
    }

    @Test func refusedEventsCostNothing() {
        var limit = EventRateLimit(perSecond: 1, burst: 1)
        let first = limit.take(at: .zero)
        #expect(first)
        var refused = 0
        for tenth in 1..<10 where !limit.take(at: .milliseconds(100 * tenth)) {
            refused += 1
        }
        #expect(refused == 9)
        let next = limit.take(at: .seconds(1))
        #expect(next, "the refusals did not push the next event back")
    }
}
