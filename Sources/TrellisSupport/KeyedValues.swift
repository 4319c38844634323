/// Values made once per key, on the first read, and shared by every later read until closed:
/// a test's doubles for one test run, a preview's values for its process.
package final class KeyedValues: Sendable {
    private struct State: Sendable {
        var values: [ObjectIdentifier: any Sendable] = [:]
        var closed = false
    }

    private let state = Lock(State())

    package init() {}

    /// Whether ``close()`` was called.
    package var isClosed: Bool { state.withLock { $0.closed } }

    /// The value kept for `key`, made by `make` on the first read.
    ///
    /// `make` runs without the lock held, as a value may read other keys; if two tasks make one
    /// at once, the first stored is the one every read gets. Once closed, nothing is kept.
    package func value<Value: Sendable>(for key: ObjectIdentifier, make: () -> Value) -> Value {
        // Unwrapped before the cast: a missing entry cast to an optional `Value` would be `nil`.
        if let stored = state.withLock({ $0.values[key] }), let value = stored as? Value { return value }
        let made = make()
        return state.withLock { state in
            if let stored = state.values[key], let value = stored as? Value { return value }
            if !state.closed { state.values[key] = made }
            return made
        }
    }

    /// Keeps nothing more and hands back what was kept, for the caller to free outside the lock:
    /// a value's `deinit` may read injected values.
    package func close() -> [any Sendable] {
        state.withLock { state in
            state.closed = true
            defer { state.values = [:] }
            return Array(state.values.values)
        }
    }
}
