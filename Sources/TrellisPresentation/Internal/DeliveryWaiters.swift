/// The tasks suspended in ``ViewModels/delivered()`` until the store's pending delivery has
/// called its listeners; used on the main actor only, where deliveries run.
///
/// A store has at most one delivery scheduled, and it hands out everything stored before it
/// ran, so every waiter waits for the same one: the next. The delivery resumes them all, in
/// the order they came, after its last listener.
@MainActor
final class DeliveryWaiters {
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Lets the store, which is not isolated, create its waiters.
    nonisolated init() {}

    func add(_ continuation: CheckedContinuation<Void, Never>) {
        waiting.append(continuation)
    }

    /// Resumes every waiter, oldest first.
    func resumeAll() {
        guard !waiting.isEmpty else { return }
        let resumed = waiting
        waiting.removeAll()
        for continuation in resumed {
            continuation.resume()
        }
    }
}
