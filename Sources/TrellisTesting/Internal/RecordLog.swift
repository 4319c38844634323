import TrellisSupport

/// What a stand-in was told, in order: the renders of a ``RenderRecorder``, the calls of an
/// ``ActionSpy``.
///
/// Both keep the same cursor and answer the same questions — all values, the last, how many,
/// the next one, exactly these, ending with this — so both have one vocabulary and one
/// implementation. Values may arrive from any task; a test waiting for one is resumed by the
/// `append` that satisfies it, or by its timeout.
final class RecordLog<Value: Sendable>: Sendable {
    /// How messages name the values and their holder.
    let vocabulary: RecordVocabulary

    init(_ vocabulary: RecordVocabulary) {
        self.vocabulary = vocabulary
    }

    // MARK: - Values

    /// Every value, oldest first.
    var values: [Value] {
        state.withLock { $0.values }
    }

    /// The values after the cursor: the ones no check has looked at yet.
    var unchecked: ArraySlice<Value> {
        state.withLock { $0.values[$0.checkedCount...] }
    }

    /// How many values, from the start, were already checked.
    var checkedCount: Int {
        state.withLock { $0.checkedCount }
    }

    /// Adds `value` and resumes the tests it was waiting for.
    func append(_ value: Value) {
        let satisfied = state.withLock { state in
            state.values.append(value)
            let values = state.values
            let (ready, waiting) = state.waiters.partitioned { $0.condition(values) }
            state.waiters = waiting
            return ready
        }
        for waiter in satisfied {
            waiter.timer?.cancel()
            waiter.continuation.resume(returning: true)
        }
    }

    /// Moves the cursor to `count` values from the start, never back.
    func check(upTo count: Int) {
        state.withLock { $0.checkedCount = max($0.checkedCount, count) }
    }

    /// Moves the cursor to the end and returns the values from `start` on.
    func checkAll(from start: Int) -> [Value] {
        state.withLock { state in
            state.checkedCount = state.values.count
            return Array(state.values[min(start, state.values.count)...])
        }
    }

    // MARK: - Waiting

    /// Suspends until `condition` holds for the values or `timeout` passes.
    ///
    /// The timer is the only clock in the test kit, and it never decides a result: it only
    /// ends a wait that no value answered.
    ///
    /// - Returns: Whether `condition` holds.
    func wait(timeout: Duration, until condition: @escaping @Sendable ([Value]) -> Bool) async -> Bool {
        let id = state.withLock { state in
            defer { state.nextWaiterID += 1 }
            return state.nextWaiterID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let isWaiting = state.withLock { state in
                    guard !condition(state.values), !Task.isCancelled else { return false }
                    state.waiters.append(Waiter(id: id, condition: condition, continuation: continuation))
                    return true
                }
                guard isWaiting else {
                    continuation.resume(returning: state.withLock { condition($0.values) })
                    return
                }
                let timer = Task {
                    try? await Task.sleep(for: timeout)
                    self.resume(id, returning: false)
                }
                let isStillWaiting = state.withLock { state in
                    guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return false }
                    state.waiters[index].timer = timer
                    return true
                }
                if !isStillWaiting { timer.cancel() }
            }
        } onCancel: {
            resume(id, returning: false)
        }
    }

    // MARK: - Internal

    private struct State {
        var values: [Value] = []
        var checkedCount = 0
        var waiters: [Waiter] = []
        var nextWaiterID = 0
    }

    /// A test suspended until the values satisfy `condition`.
    private struct Waiter: Sendable {
        let id: Int
        let condition: @Sendable ([Value]) -> Bool
        let continuation: CheckedContinuation<Bool, Never>
        var timer: Task<Void, Never>?
    }

    private let state = Lock(State())

    private func resume(_ id: Int, returning result: Bool) {
        let waiter = state.withLock { state in
            state.waiters.firstIndex { $0.id == id }.map { state.waiters.remove(at: $0) }
        }
        waiter?.timer?.cancel()
        waiter?.continuation.resume(returning: result)
    }
}

private extension Array {
    /// The elements that satisfy `belongsInFirst`, then the others, each in order.
    func partitioned(by belongsInFirst: (Element) -> Bool) -> (first: [Element], second: [Element]) {
        var first: [Element] = []
        var second: [Element] = []
        for element in self {
            if belongsInFirst(element) { first.append(element) } else { second.append(element) }
        }
        return (first, second)
    }
}
