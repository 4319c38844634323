import TrellisSupport

/// A value that closures running on other tasks — issue matchers, task-group children — can
/// add to, behind the kit's sanitizer-visible lock.
final class Collected<Value: Sendable>: Sendable {
    private let storage: Lock<Value>

    init(_ value: Value) { storage = Lock(value) }

    var value: Value { storage.withLock { $0 } }

    func update(_ change: (inout Value) -> Void) {
        storage.withLock { change(&$0) }
    }
}
