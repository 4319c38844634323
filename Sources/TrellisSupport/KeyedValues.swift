/// Values made once per key, on the first read, and shared by every later read until closed:
/// a test's doubles for one test run, a preview's values for its process, the values of one
/// scope or of one lifetime.
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

    /// The object kept weakly for `key` while something else holds it; when none is alive,
    /// `make` makes one, which is kept weakly in its turn.
    ///
    /// - Parameter notAnObject: Called with a made value that is not a class instance, which
    ///   nothing can hold weakly.
    package func object<Value: Sendable>(for key: ObjectIdentifier, make: () -> Value, notAnObject: (Value) -> Never) -> Value {
        if let alive = state.withLock({ ($0.values[key] as? WeakObject)?.object as? Value }) { return alive }
        let made = make()
        guard type(of: made as Any) is AnyClass else { notAnObject(made) }
        let object = made as AnyObject
        return state.withLock { state in
            if let alive = (state.values[key] as? WeakObject)?.object, let value = alive as? Value { return value }
            if !state.closed { state.values[key] = WeakObject(object) }
            return made
        }
    }

    /// Keeps nothing more and hands back what was held strongly, by key, for the caller to free
    /// outside the lock: a value's `deinit` may read injected values.
    package func close() -> [ObjectIdentifier: any Sendable] {
        state.withLock { state in
            state.closed = true
            defer { state.values = [:] }
            return state.values.filter { !($0.value is WeakObject) }
        }
    }
}

/// An object held weakly, for a lifetime that keeps a value only while something else does.
// @unchecked Sendable: `object` is read and written only under the lock of ``KeyedValues``, and
// only asked for, never used, through this reference.
private final class WeakObject: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
