import Synchronization

/// The values a task sees in place of the global ones: what `withInjectedValues` and
/// `withPluggedActions` install, carried by a `@TaskLocal` so child tasks inherit it and
/// concurrently running tests never see each other's.
package struct OverrideScope: Sendable {
    private var values: [ObjectIdentifier: any AnyObject & Sendable] = [:]
    /// Set while the update closure of a scope runs, so the seed's setters
    /// (`set { Self[Key.self] = newValue }`) write into the scope being built, not globally.
    private var builder: Builder?

    package init() {}

    // MARK: - Reading

    /// The value overridden for `key`, if any.
    @inline(__always)
    package func value<Value: Sendable>(for key: ObjectIdentifier, as _: Value.Type) -> Value? {
        if let builder, let value = builder.value(for: key, as: Value.self) { return value }
        guard let box = values[key] else { return nil }
        return unsafeDowncast(box, to: Box<Value>.self).value
    }

    /// Whether a scope is being built in this task, so a write belongs to it.
    package var isBuilding: Bool { builder != nil }

    /// Writes into the scope being built; returns `false` when none is.
    package func writeWhileBuilding<Value: Sendable>(_ value: Value, for key: ObjectIdentifier) -> Bool {
        guard let builder else { return false }
        builder.set(Box(value), for: key)
        return true
    }

    // MARK: - Building

    /// A copy of this scope that collects writes, for the update closure to run in.
    package func beginBuilding() -> OverrideScope {
        var building = self
        building.builder = Builder(values)
        return building
    }

    /// The scope with every write collected since `beginBuilding()`.
    package func endBuilding() -> OverrideScope {
        var built = self
        if let builder {
            built.values = builder.values
            built.builder = nil
        }
        return built
    }

    /// Collects the writes made while a scope's update closure runs.
    package final class Builder: Sendable {
        private let storage: Mutex<[ObjectIdentifier: any AnyObject & Sendable]>

        init(_ values: [ObjectIdentifier: any AnyObject & Sendable]) {
            storage = Mutex(values)
        }

        var values: [ObjectIdentifier: any AnyObject & Sendable] { storage.withLock { $0 } }

        func set(_ box: any AnyObject & Sendable, for key: ObjectIdentifier) {
            storage.withLock { $0[key] = box }
        }

        func value<Value: Sendable>(for key: ObjectIdentifier, as _: Value.Type) -> Value? {
            storage.withLock { $0[key] }.map { unsafeDowncast($0, to: Box<Value>.self).value }
        }
    }
}

/// Whether any task ever entered an override scope: until one does, reads skip the
/// `@TaskLocal` lookup (about 20 ns) and cost what a static read costs.
package final class OverrideFlag: Sendable {
    private let used = Atomic<Bool>(false)
    package init() {}
    @inline(__always) package var isSet: Bool { used.load(ordering: .relaxed) }
    package func set() { used.store(true, ordering: .relaxed) }
}
