/// The writes of one update closure, collected on the thread that runs it.
///
/// Every write made while a builder is current on a thread — a key's property, a key-path
/// subscript, `Actions.plug`, `<~` — reaches the builder, never the process. When the closure
/// returns, the builder becomes a scope or is installed for the process, so one update
/// function serves an app's start-up and its tests.
///
/// A builder lives on the stack of the call that runs the update closure; the thread's record
/// points at it, so building a scope allocates nothing but its entries.
@usableFromInline
package struct ScopeBuilder {
    @usableFromInline let registry: Registry
    /// The outer scope's chain, which this builder's own entries are put in front of.
    @usableFromInline let outer: Entry?
    /// This builder's entries, one per key, in front of `outer`.
    @usableFromInline private(set) var head: Entry?
    /// The value a key-path write is about to set, returned to the getter the key path calls
    /// first, so that installing a value never reads the key.
    @usableFromInline var pending: Any?

    @usableFromInline
    init(registry: Registry, outer: Entry?) {
        self.registry = registry
        self.outer = outer
        self.head = outer
    }

    /// Sets `value` for `key`, replacing an earlier write of the same key in this builder, so
    /// that an update closure writing one key many times leaves one entry.
    @inlinable
    mutating func write<Value: Sendable>(_ value: Value, for key: ObjectIdentifier) {
        let entry = TypedEntry(key: key, value: value, count: registry.overrides)
        var previous: Entry?
        var current = head
        while let candidate = current, candidate !== outer {
            if candidate.key == key {
                entry.next = candidate.next
                if let previous { previous.next = entry } else { head = entry }
                return
            }
            previous = candidate
            current = candidate.next
        }
        entry.next = head
        head = entry
    }

    /// The entry that a read of `key` finds while building.
    @inlinable
    func find(_ key: ObjectIdentifier) -> Entry? {
        head?.find(key)
    }

    /// Installs every write of this builder for the process, oldest first.
    func installForProcess() {
        var own: [Entry] = []
        var current = head
        while let entry = current, entry !== outer {
            own.append(entry)
            current = entry.next
        }
        for entry in own.reversed() { entry.installForProcess(in: registry) }
    }
}
