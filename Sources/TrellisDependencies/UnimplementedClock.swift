import TrellisInjection

/// The clock a test gets for a clock key it does not override: each sleep fails the test and
/// ends at once rather than really waiting. `now` answers one fixed instant without failing, as
/// `sleep(for:)` reads it before it sleeps.
struct UnimplementedClock: Clock {
    typealias Instant = ContinuousClock.Instant

    let fail: UnimplementedCall
    /// One fixed instant, so the placeholder never reads the live time either.
    private let start = ContinuousClock.Instant.now

    var now: Instant { start }

    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        fail("sleep(until:tolerance:)")
        try Task.checkCancellation()
    }
}
