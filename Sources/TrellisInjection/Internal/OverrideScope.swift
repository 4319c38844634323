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
///
/// Every entry counts itself in its registry's ``OverrideCount`` while it lives, so reads skip
/// the task-local lookup whenever no override exists anywhere.
@usableFromInline
class Entry: @unchecked Sendable {  // @unchecked: immutable; the subclass adds one `let`
    @usableFromInline let key: ObjectIdentifier
    @usableFromInline let next: Entry?
    private unowned(unsafe) let count: OverrideCount  // unowned(unsafe): registries live for the process

    @usableFromInline init(key: ObjectIdentifier, next: Entry?, count: OverrideCount) {
        self.key = key
        self.next = next
        self.count = count
        count.increment()
    }

    deinit {
        count.decrement()
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

    @usableFromInline init(key: ObjectIdentifier, value: Value, next: Entry?, count: OverrideCount) {
        self.value = value
        super.init(key: key, next: next, count: count)
    }
}

/// How many overrides exist in the process — entries alive in any task's scope or in a scope
/// being built — so that while there are none, reads skip the `@TaskLocal` lookup (about
/// 20 ns) and cost what a static read costs.
///
/// Counting live entries rather than open scopes keeps this right for unstructured tasks: a
/// `Task {}` started inside a scope holds the scope's entries after the scope has returned, so
/// the count stays above zero for as long as any task can still see an override. A reader that
/// has an override is the one that made its entries, or a task started after them, so it
/// always sees a count above zero; a reader without one at worst takes the slower lookup.
@usableFromInline
package final class OverrideCount: Sendable {
    @usableFromInline let live = Atomic<Int>(0)

    package init() {}

    /// Whether any override may be visible to some task.
    @inlinable @inline(__always) package var anyAlive: Bool { live.load(ordering: .relaxed) != 0 }

    func increment() { live.add(1, ordering: .relaxed) }
    func decrement() { live.subtract(1, ordering: .relaxed) }
}
