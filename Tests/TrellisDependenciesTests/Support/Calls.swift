import Synchronization

/// Counts the calls of a closure a generator was made with: 0, 1, 2…
final class Calls: Sendable {
    private let count = Atomic(0)

    func next() -> Int {
        count.wrappingAdd(1, ordering: .relaxed).oldValue
    }
}
