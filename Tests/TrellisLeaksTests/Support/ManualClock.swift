import TrellisSupport

/// A clock that moves only when the test moves it, so a grace period passes without waiting.
///
/// A sleeper wakes when ``advance(by:)`` takes the clock to its deadline, and at once with
/// `CancellationError` when its task is cancelled.
final class ManualClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        /// The time since the clock was made.
        let offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper: Sendable {
        let deadline: Instant
        let wake: CheckedContinuation<Void, any Error>
    }

    private struct State: Sendable {
        var now = Instant(offset: .zero)
        var lastToken = 0
        var sleepers: [Int: Sleeper] = [:]
        /// Tokens whose task was cancelled before it began to sleep.
        var cancelled: Set<Int> = []
        /// Waiters of ``waitForSleepers(_:)``, with the count each waits for.
        var waiters: [(count: Int, resume: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Lock(State())

    var now: Instant { state.withLock { $0.now } }

    var minimumResolution: Duration { .zero }

    /// How many tasks sleep on the clock now.
    var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let token = state.withLock { state in
            state.lastToken += 1
            return state.lastToken
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (wake: CheckedContinuation<Void, any Error>) in
                let (outcome, arrived) = state.withLock { state -> (Result<Void, any Error>?, [CheckedContinuation<Void, Never>]) in
                    if state.cancelled.remove(token) != nil { return (.failure(CancellationError()), []) }
                    if deadline <= state.now { return (.success(()), []) }
                    state.sleepers[token] = Sleeper(deadline: deadline, wake: wake)
                    let count = state.sleepers.count
                    let arrived = state.waiters.filter { $0.count <= count }.map(\.resume)
                    state.waiters.removeAll { $0.count <= count }
                    return (nil, arrived)
                }
                arrived.forEach { $0.resume() }
                if let outcome { wake.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper = state.withLock { state in
                guard let sleeper = state.sleepers.removeValue(forKey: token) else {
                    state.cancelled.insert(token)
                    return nil as Sleeper?
                }
                return sleeper
            }
            sleeper?.wake.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward and wakes, earliest first, every sleeper whose deadline it reached.
    func advance(by duration: Duration) {
        let due = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.value.deadline <= now }.sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }
            for (token, _) in due {
                state.sleepers[token] = nil
            }
            return due.map(\.value.wake)
        }
        due.forEach { $0.resume() }
    }

    /// Returns once at least `count` tasks sleep on the clock.
    func waitForSleepers(_ count: Int) async {
        await withCheckedContinuation { (resume: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state in
                guard state.sleepers.count < count else { return true }
                state.waiters.append((count, resume))
                return false
            }
            if ready { resume.resume() }
        }
    }
}
