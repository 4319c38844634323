/// The writes of one update closure: what its `$0` holds, filled while the closure runs, then
/// made a scope or installed for the process, so one update function serves an app's start-up
/// and its tests.
///
/// Every write made while the closure runs — a key's property, a key-path subscript,
/// `$0.plug`, `Actions.plug`, `<~` — reaches this builder, never the process: the writes made
/// on the `$0` itself directly, the ones spelled statically (`Self[Key.self] = newValue`, as a
/// key's property setter is) through the thread's record, which points at the builder of the
/// closure running on it.
///
/// Only the thread running the closure touches a builder, and only while the closure runs:
/// `InjectedValues` checks that before each write it makes, which is what makes the unchecked
/// `Sendable` sound, and the unchecked exclusivity of its state (the accesses a struct on the
/// stack needed no run-time check for, a class's each would: a third more on making a scope,
/// (BENCHMARKS.md, "An update closure's `$0` holding its writes")).
@usableFromInline
package final class ScopeBuilder: @unchecked Sendable {
    /// The count every entry joins; unretained, as registries outlive their scopes, so that
    /// building a scope retains nothing but its entries.
    @usableFromInline let overrides: Unmanaged<OverrideCount>
    /// The outer scope's chain, which this builder's own entries are put in front of; only
    /// compared by identity, and kept alive by the outer scope the caller holds.
    @usableFromInline let outer: ObjectIdentifier?
    /// This builder's entries, one per key, in front of `outer`.
    @usableFromInline @exclusivity(unchecked) private(set) var head: Entry?
    /// The value a key-path write is about to set, returned to the getter the key path calls
    /// first, so that installing a value never reads the key.
    @usableFromInline @exclusivity(unchecked) package var pending: Any?
    /// Whether the writes made now pin their values.
    ///
    /// A pinned value is the one a test runs on: a later write of the same key in the same
    /// update that does not pin — the app's start-up installing its own repository — leaves it
    /// in place, so everything the start-up builds resolves the pinned value. A later pinned
    /// write replaces it; a scope nested inside starts from it and replaces it as usual.
    @usableFromInline @exclusivity(unchecked) package var pinning = false
    /// Whether the writes of values made now are held back: an app's start-up run for a test
    /// (the `.overriding` trait) plugs its actions, but the values it installs — the live
    /// database, the live payment gateway — never reach the test, whose reads get each key's
    /// test value instead unless the test names the key.
    @usableFromInline @exclusivity(unchecked) package var holdingBack = false
    /// The keys whose values ``holdingBack`` kept out, in the order written.
    @usableFromInline @exclusivity(unchecked) package var heldBack: [ObjectIdentifier] = []
    /// In a test, the keys read while the closure runs and where each was first read: a later
    /// write of one of them in the same closure leaves what was made at that read holding the
    /// earlier value.
    @usableFromInline @exclusivity(unchecked) package var reads: [ObjectIdentifier: CallerLocation] = [:]
    /// Whether the writes go in for the process when the closure returns, rather than making a
    /// scope: only then are ``valueKeys`` kept, so building a scope appends to no array.
    @usableFromInline let forProcess: Bool
    /// The keys this builder wrote an injected value for (not a plug), so that the registry
    /// knows which of its process-wide slots are values when it installs them.
    @usableFromInline @exclusivity(unchecked) var valueKeys: [ObjectIdentifier] = []

    @inlinable
    package init(overrides: Unmanaged<OverrideCount>, outer: Entry?, forProcess: Bool) {
        self.overrides = overrides
        self.outer = outer.map(ObjectIdentifier.init)
        self.head = outer
        self.forProcess = forProcess
    }

    /// Sets `value` for `key`, replacing an earlier write of the same key in this builder, so
    /// that an update closure writing one key many times leaves one entry.
    ///
    /// - Parameter holdable: Whether the write is a value that ``holdingBack`` keeps from the
    ///   scope (a plug or an observer is not).
    /// - Returns: Whether the value went in, rather than being held back or left out for a
    ///   pinned one.
    @inlinable @discardableResult
    package func write<Value: Sendable>(_ value: consuming Value, for key: ObjectIdentifier, holdable: Bool) -> Bool {
        if holdable, holdingBack, !pinning {
            heldBack.append(key)
            return false
        }
        if !pinning, ownEntryIsPinned(for: key) { return false }
        if holdable, forProcess { valueKeys.append(key) }
        let entry = TypedEntry(key: key, value: value, count: overrides, pinned: pinning)
        if head.map(ObjectIdentifier.init) != outer, replaceOwnEntry(for: key, with: entry) { return true }
        entry.next = head.take()
        head = entry
        return true
    }

    /// Whether this builder itself pinned `key`: the entries of outer scopes do not count, so
    /// a nested scope replaces any value as it always does.
    @usableFromInline
    func ownEntryIsPinned(for key: ObjectIdentifier) -> Bool {
        var current = head
        while let candidate = current, ObjectIdentifier(candidate) != outer {
            if candidate.key == key { return candidate.pinned }
            current = candidate.next
        }
        return false
    }

    /// Puts `entry` in place of this builder's own entry for the same key, if it wrote one.
    @usableFromInline
    func replaceOwnEntry(for key: ObjectIdentifier, with entry: Entry) -> Bool {
        var previous: Entry?
        var current = head
        while let candidate = current, ObjectIdentifier(candidate) != outer {
            if candidate.key == key {
                entry.next = candidate.next
                if let previous { previous.next = entry } else { head = entry }
                return true
            }
            previous = candidate
            current = candidate.next
        }
        return false
    }

    /// The chain built, moved out of the builder.
    @inlinable
    func takeHead() -> Entry? {
        head.take()
    }

    /// The entry that a read of `key` finds while building.
    @inlinable
    func find(_ key: ObjectIdentifier) -> Entry? {
        head?.find(key)
    }

    /// Installs every write of this builder in `registry` for the process, oldest first.
    func installForProcess(in registry: Registry) {
        var own: [Entry] = []
        var current = head
        while let entry = current, ObjectIdentifier(entry) != outer {
            own.append(entry)
            current = entry.next
        }
        for entry in own.reversed() { entry.installForProcess(in: registry) }
        registry.noteProcessValues(valueKeys)
    }
}
