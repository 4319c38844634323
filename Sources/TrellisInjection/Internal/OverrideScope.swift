public import Synchronization  // public: the inlinable read path uses its atomics

/// The values a task sees in place of the global ones: what `withInjectedValues` and
/// `withPluggedActions` install, carried by a `@TaskLocal` so child tasks inherit it and
/// concurrently running tests never see each other's.
///
/// A scope overrides a handful of keys, so its values are an immutable chain, innermost
/// first: entering a nested scope shares the outer chain instead of copying a dictionary,
/// which keeps "enter a scope, read a value" to one allocation per overridden key.
@usableFromInline
package struct OverrideScope: Sendable {
    @usableFromInline var head: Entry?

    @usableFromInline init(head: Entry?) { self.head = head }

    /// The value overridden for `key`, if any.
    @inlinable
    package func value<Value: Sendable>(for key: ObjectIdentifier, as _: Value.Type) -> Value? {
        guard let entry = head?.find(key) else { return nil }
        return unsafeDowncast(entry, to: TypedEntry<Value>.self).value
    }
}

// MARK: - Internal

/// One overridden key, and the entries of outer scopes behind it.
@usableFromInline
class Entry: @unchecked Sendable {  // @unchecked: immutable; the subclass adds one `let`
    @usableFromInline let key: ObjectIdentifier
    @usableFromInline let next: Entry?

    @usableFromInline init(key: ObjectIdentifier, next: Entry?) {
        self.key = key
        self.next = next
    }

    @inlinable
    final func find(_ key: ObjectIdentifier) -> Entry? {
        var entry: Entry? = self
        while let current = entry {
            if current.key == key { return current }
            entry = current.next
        }
        return nil
    }
}

@usableFromInline
final class TypedEntry<Value: Sendable>: Entry, @unchecked Sendable {  // @unchecked: immutable
    @usableFromInline let value: Value

    @usableFromInline init(key: ObjectIdentifier, value: Value, next: Entry?) {
        self.value = value
        super.init(key: key, next: next)
    }
}

/// Whether any task ever entered an override scope: until one does, reads skip the
/// `@TaskLocal` lookup (about 20 ns) and cost what a static read costs.
@usableFromInline
package final class OverrideFlag: Sendable {
    @usableFromInline let used = Atomic<Bool>(false)
    package init() {}
    @inlinable @inline(__always) package var isSet: Bool { used.load(ordering: .relaxed) }
    package func set() { used.store(true, ordering: .relaxed) }
}
