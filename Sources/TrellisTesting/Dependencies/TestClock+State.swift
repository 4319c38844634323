extension TestClock {
    /// Everything a ``TestClock`` knows, behind its one lock.
    struct State: Sendable {
        /// A task suspended in `sleep(until:tolerance:)`.
        struct Sleeper: Sendable {
            let id: Int
            let deadline: Instant
            let continuation: CheckedContinuation<Void, any Error>
        }

        /// A test suspended in `waitForSleepers(_:timeout:)`.
        struct SleeperWaiter: Sendable {
            let id: Int
            let count: Int
            let continuation: CheckedContinuation<Bool, Never>
            var timer: Task<Void, Never>?

            func resume(returning arrived: Bool) {
                timer?.cancel()
                continuation.resume(returning: arrived)
            }
        }

        /// How far a sleeper an advance resumed has got.
        enum Wake {
            /// Resumed; its task has not run again yet, and the advance does not wait yet.
            case resumed
            /// Resumed, and the advance waits for its task to run again.
            case watched(CheckedContinuation<Void, Never>)
        }

        var now = Instant(offset: .zero)
        /// In the order they started sleeping.
        var sleepers: [Sleeper] = []
        var waiters: [SleeperWaiter] = []
        /// The sleepers an advance resumed whose tasks have not run again yet.
        var waking: [Int: Wake] = [:]
        private var nextID = 0

        mutating func makeID() -> Int {
            defer { nextID += 1 }
            return nextID
        }

        /// Removes the sleeper with the earliest deadline at or before `target` (any deadline
        /// when `target` is `nil`) and moves the clock to its deadline; with none left, moves
        /// the clock to `target`.
        mutating func takeNextSleeper(reaching target: Instant?) -> Sleeper? {
            let due = sleepers.indices.filter { index in target.map { sleepers[index].deadline <= $0 } ?? true }
            // `min` keeps the first of equal deadlines: the one that started sleeping first.
            guard let index = due.min(by: { sleepers[$0].deadline < sleepers[$1].deadline }) else {
                if let target, target > now { now = target }
                return nil
            }
            let sleeper = sleepers.remove(at: index)
            if sleeper.deadline > now { now = sleeper.deadline }
            waking[sleeper.id] = .resumed
            return sleeper
        }

        mutating func removeSleeper(_ id: Int) -> Sleeper? {
            sleepers.firstIndex { $0.id == id }.map { sleepers.remove(at: $0) }
        }

        /// Records that an advance waits for sleeper `id`'s task to run again; `false` when it
        /// already did.
        mutating func watchWake(of id: Int, with advance: CheckedContinuation<Void, Never>) -> Bool {
            guard waking[id] != nil else { return false }
            waking[id] = .watched(advance)
            return true
        }

        /// Called by sleeper `id`'s task once it runs again: the advance waiting for it, if any.
        mutating func takeWakeWatcher(of id: Int) -> CheckedContinuation<Void, Never>? {
            guard case .watched(let advance) = waking.removeValue(forKey: id) else { return nil }
            return advance
        }

        /// Removes and returns the waiters the pending sleepers now satisfy.
        mutating func takeWaitersSatisfied() -> [SleeperWaiter] {
            let count = sleepers.count
            let satisfied = waiters.filter { $0.count <= count }
            waiters.removeAll { $0.count <= count }
            return satisfied
        }

        mutating func removeWaiter(_ id: Int) -> SleeperWaiter? {
            waiters.firstIndex { $0.id == id }.map { waiters.remove(at: $0) }
        }

        /// Gives waiter `id` its timer; `false` when it stopped waiting already.
        mutating func setTimer(_ timer: Task<Void, Never>, ofWaiter id: Int) -> Bool {
            guard let index = waiters.firstIndex(where: { $0.id == id }) else { return false }
            waiters[index].timer = timer
            return true
        }

        /// "now 5.0 seconds; deadlines 10.0 seconds, 180.0 seconds", or `nil` when nobody sleeps.
        var pendingDescription: String? {
            guard !sleepers.isEmpty else { return nil }
            let deadlines = sleepers.map(\.deadline).sorted().map { "\($0.offset)" }
            return "now \(now.offset); \(deadlines.count == 1 ? "deadline" : "deadlines") \(deadlines.joined(separator: ", "))"
        }
    }
}
