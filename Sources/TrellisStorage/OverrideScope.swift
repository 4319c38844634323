public import Synchronization  // public: the inlinable read path uses its atomics
package import TrellisSupport

/// The values and plugs a task sees in place of the process-wide ones, carried by a
/// `@TaskLocal` so child tasks inherit it and concurrently running tests never see each other's.
///
/// One scope serves injected values and plugged actions alike: both are keyed by a type, so
/// a single chain holds both and a single update closure sets both.
///
/// A scope overrides a handful of keys, so its values are an immutable chain, innermost
/// first: entering a nested scope shares the outer chain instead of copying a dictionary.
/// Within one scope each key has one entry, however often the update closure wrote it.
@usableFromInline
package struct OverrideScope: Sendable {
    @usableFromInline package var head: Entry?

    @usableFromInline init(head: Entry?) { self.head = head }

    /// The value overridden for `key`, if any.
    @inlinable @inline(__always)
    package func value<Value: Sendable>(for key: ObjectIdentifier, as _: Value.Type) -> Value? {
        head?.value(for: key, as: Value.self)
    }

    /// The number of entries in the chain, outer scopes included.
    package var entryCount: Int {
        var count = 0
        var entry = head
        while let current = entry {
            count += 1
            entry = current.next
        }
        return count
    }
}

// MARK: - Internal

/// One overridden key, and the entries of outer scopes behind it.
///
/// Every entry counts itself in its registry's ``OverrideCount`` while it lives, so reads skip
/// the task-local lookup whenever no override exists anywhere.
// @unchecked Sendable: `next` is set once, while the scope is built on one thread, before the
// scope is published through the task-local.
@usableFromInline
package class Entry: @unchecked Sendable {
    @usableFromInline package let key: ObjectIdentifier
    @usableFromInline package var next: Entry?
    /// Unretained: registries outlive their entries.
    @usableFromInline let count: Unmanaged<OverrideCount>
    /// Whether the value was pinned (``ScopeBuilder/pinning``): a write that does not pin, made
    /// while this entry is in front of its key, leaves it in place.
    @usableFromInline package let pinned: Bool
    /// The values made in the scope this entry heads for keys whose lifetime is one per scope;
    /// made on the first such read, and let go with the scope.
    private let valuesOfScope = AtomicLazyReference<KeyedValues>()

    @inlinable
    init(key: ObjectIdentifier, count: Unmanaged<OverrideCount>, pinned: Bool) {
        self.key = key
        self.count = count
        self.pinned = pinned
        count._withUnsafeGuaranteedRef { $0.increment() }
    }

    deinit {
        count._withUnsafeGuaranteedRef { $0.decrement() }
    }

    /// The value of `key` in this chain, if any.
    ///
    /// The walk holds each entry unretained (the chain's head, which the caller holds, keeps
    /// every entry behind it alive), so only the value found is retained.
    @inlinable @inline(__always)
    package final func value<Value: Sendable>(for key: ObjectIdentifier, as _: Value.Type) -> Value? {
        guard let entry = entry(for: key) else { return nil }
        return entry._withUnsafeGuaranteedRef { unsafeDowncast($0, to: TypedEntry<Value>.self).value }
    }

    /// The entry of `key` in this chain, unretained.
    @inlinable @inline(__always)
    package final func entry(for key: ObjectIdentifier) -> Unmanaged<Entry>? {
        var entry = Unmanaged.passUnretained(self)
        while entry._withUnsafeGuaranteedRef({ $0.key != key }) {
            guard let next = entry._withUnsafeGuaranteedRef({ $0.next.map(Unmanaged.passUnretained) }) else { return nil }
            entry = next
        }
        return entry
    }

    /// The entry of `key` in this chain.
    @inlinable
    package final func find(_ key: ObjectIdentifier) -> Entry? {
        entry(for: key)?.takeUnretainedValue()
    }

    /// The values of the scope this entry heads, for keys whose lifetime is one per scope.
    package final var scopeValues: KeyedValues {
        valuesOfScope.load() ?? valuesOfScope.storeIfNil(KeyedValues())
    }

    /// Installs the entry's value in `registry` for the whole process.
    func installForProcess(in registry: Registry) {
        fatalError("Trellis: an override entry has no value type.")
    }
}

@usableFromInline
package final class TypedEntry<Value: Sendable>: Entry, @unchecked Sendable {  // @unchecked: as Entry
    @usableFromInline package let value: Value

    @inlinable
    init(key: ObjectIdentifier, value: consuming Value, count: Unmanaged<OverrideCount>, pinned: Bool) {
        self.value = value
        super.init(key: key, count: count, pinned: pinned)
    }

    override func installForProcess(in registry: Registry) {
        registry.installForProcess(value, for: key)
    }
}

/// How many overrides exist in the process — entries alive in any task's scope, or a scope
/// being built — so that while there are none, reads skip the `@TaskLocal` lookup (about
/// 20 ns) and cost what a static read costs.
///
/// Counting live entries rather than open scopes keeps this right for unstructured tasks: a
/// `Task {}` started inside a scope holds the scope's entries after the scope has returned, so
/// the count stays above zero for as long as any task can still see an override.
@usableFromInline
package final class OverrideCount: Sendable {
    @usableFromInline let live = Atomic<Int>(0)

    package init() {}

    /// Whether any override may be visible to some task.
    @inlinable @inline(__always) package var anyAlive: Bool { live.load(ordering: .relaxed) != 0 }

    /// Counts one override in while something other than an entry needs reads to look at
    /// scopes (a test's update closure watching its reads); ``release()`` counts it out.
    package func hold() { increment() }
    package func release() { decrement() }

    // Wrapping: one locked add, where the checked forms loop on a compare-and-swap.
    @inlinable func increment() { live.wrappingAdd(1, ordering: .relaxed) }
    @inlinable func decrement() { live.wrappingSubtract(1, ordering: .relaxed) }
}
