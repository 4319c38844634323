/// Values made once per key, on the first read, and shared by every later read until closed:
/// a test's doubles for one test run, a preview's values for its process, the values of one
/// scope or of one lifetime.
///
/// Each value is kept in a box typed by its value, so a read hands it back without a dynamic
/// cast: a key is one type, and so is what it keeps.
package final class KeyedValues: Sendable {
    private struct State: Sendable {
        var values: [ObjectIdentifier: any KeptBox] = [:]
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
        if let stored = state.withLock({ $0.values[key] }) { return unsafeDowncast(stored, to: StrongBox<Value>.self).value }
        let made = make()
        return state.withLock { state in
            if let stored = state.values[key] { return unsafeDowncast(stored, to: StrongBox<Value>.self).value }
            if !state.closed { state.values[key] = StrongBox(made) }
            return made
        }
    }

    /// The object kept weakly for `key` while something else holds it; when none is alive,
    /// `make` makes one, which is kept weakly in its turn.
    ///
    /// - Parameter notAnObject: Called with a made value that is not a class instance, which
    ///   nothing can hold weakly.
    package func object<Value: Sendable>(for key: ObjectIdentifier, make: () -> Value, notAnObject: (Value) -> Never) -> Value {
        if let alive = state.withLock({ $0.values[key].flatMap { unsafeDowncast($0, to: WeakBox<Value>.self).value } }) { return alive }
        let made = make()
        guard type(of: made as Any) is AnyClass else { notAnObject(made) }
        return state.withLock { state in
            if let alive = state.values[key].flatMap({ unsafeDowncast($0, to: WeakBox<Value>.self).value }) { return alive }
            if !state.closed { state.values[key] = WeakBox(made) }
            return made
        }
    }

    /// Keeps nothing more and hands back what was held strongly, by key, for the caller to free
    /// outside the lock: a value's `deinit` may read injected values.
    package func close() -> [ObjectIdentifier: any Sendable] {
        state.withLock { state in
            state.closed = true
            defer { state.values = [:] }
            return state.values.compactMapValues { $0.strongValue }
        }
    }
}

/// A kept value, typed by the value, behind one protocol so that one dictionary holds all.
private protocol KeptBox: AnyObject, Sendable {
    /// The value, when the box holds it strongly.
    var strongValue: (any Sendable)? { get }
}

private final class StrongBox<Value: Sendable>: KeptBox {
    let value: Value
    init(_ value: Value) { self.value = value }
    var strongValue: (any Sendable)? { value }
}

/// A class instance held weakly, with the value it was made as: the object read back is cast to
/// `Value` once per read (an existential such as `any Service` cannot be held weakly itself).
// @unchecked Sendable: `object` is read and written only under the lock of ``KeyedValues``.
private final class WeakBox<Value: Sendable>: KeptBox, @unchecked Sendable {
    weak var object: AnyObject?
    init(_ value: Value) { object = value as AnyObject }
    var value: Value? { object.flatMap { $0 as? Value } }
    var strongValue: (any Sendable)? { nil }
}
