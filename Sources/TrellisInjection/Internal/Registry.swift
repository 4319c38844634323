/// The process-wide values of one kind (injected values, plugged actions): a slot per type,
/// the count that tells whether any override exists, and the scope being built on this thread.
///
/// Held by one `static let`, so a read pays a single lazy-initialisation check.
@usableFromInline
package final class Registry: Sendable {
    @usableFromInline package let table = SlotTable<any AnyObject & Sendable>()
    @usableFromInline package let overrides = OverrideCount()
    /// Points at the entry chain of the scope whose update closure runs on this thread.
    @usableFromInline let building = ThreadLocalPointer()

    package init() {}

    // MARK: - Process-wide values

    /// The value installed for `key` for the process, if any.
    @inlinable @inline(__always)
    package func installed<Value: Sendable>(for key: ObjectIdentifier, as _: Value.Type) -> Value? {
        table.slot(for: key)?._withUnsafeGuaranteedRef { unsafeDowncast($0, to: ValueSlot<Value>.self).value }
    }

    /// Runs `body` with the value installed for `key` for the process, borrowed; `nil` when
    /// none is installed.
    @inlinable @inline(__always)
    package func withInstalled<Value: Sendable, R>(
        for key: ObjectIdentifier, as _: Value.Type, _ body: (Value) throws -> R
    ) rethrows -> R? {
        guard let slot = table.slot(for: key) else { return nil }
        return try slot._withUnsafeGuaranteedRef { try unsafeDowncast($0, to: ValueSlot<Value>.self).withValue(body) }
    }

    /// Installs `value` for `key`: into the scope being built on this thread, or, when none
    /// is, for the process, replacing any earlier one.
    @inlinable
    package func install<Value: Sendable>(_ value: Value, for key: ObjectIdentifier) {
        // Not behind `overrides.anyAlive`: the scope being built may have no entry yet. Installing is
        // rare, so the thread-local read costs nothing that matters.
        if let head = buildingHead {
            head.pointee = TypedEntry(key: key, value: value, next: head.pointee, count: overrides)
            return
        }
        installForProcess(value, for: key)
    }

    @usableFromInline
    func installForProcess<Value: Sendable>(_ value: Value, for key: ObjectIdentifier) {
        var made = false
        let slot = table.slot(for: key) {
            made = true
            return ValueSlot(value)
        }
        if !made {
            slot._withUnsafeGuaranteedRef { unsafeDowncast($0, to: ValueSlot<Value>.self).replace(with: value) }
        }
    }

    // MARK: - Scopes

    /// The value `key` has in `scope`, or in the scope being built on this thread.
    @inlinable
    package func scoped<Value: Sendable>(_ scope: OverrideScope?, for key: ObjectIdentifier, as _: Value.Type) -> Value? {
        if let head = buildingHead, let entry = head.pointee?.find(key) {
            return unsafeDowncast(entry, to: TypedEntry<Value>.self).value
        }
        return scope?.value(for: key, as: Value.self)
    }

    /// A scope starting from `current`, with the writes `update` makes through ``install(_:for:)``.
    package func scope(from current: OverrideScope?, _ update: () throws -> Void) rethrows -> OverrideScope {
        var head = current?.head
        try withUnsafeMutablePointer(to: &head) { pointer in
            try building.with(UnsafeMutableRawPointer(pointer), update)
        }
        return OverrideScope(head: head)
    }

    @inlinable
    var buildingHead: UnsafeMutablePointer<Entry?>? {
        building.current?.assumingMemoryBound(to: Entry?.self)
    }
}
