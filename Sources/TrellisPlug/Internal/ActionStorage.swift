public import TrellisStorage

/// Where plugged implementations live: the registry and task-local scope injected values use,
/// keyed by the action's type.
@usableFromInline
enum ActionStorage {
    /// The handler plugged for `action` in the current task.
    @inlinable @inline(__always)
    static func handler<A: Action, Handler: Sendable>(for action: A.Type, as _: Handler.Type) -> Handler? {
        let registry = Registry.shared
        if _slowPath(registry.overrides.anyAlive), let handler = scopedHandler(for: action, as: Handler.self) {
            return handler
        }
        return registry.installed(for: ObjectIdentifier(action), as: Handler.self)
    }

    @inlinable @inline(__always)
    static func scopedHandler<A: Action, Handler: Sendable>(for action: A.Type, as _: Handler.Type) -> Handler? {
        Registry.shared.scoped(Registry.scope, for: ObjectIdentifier(action), as: Handler.self)
    }

    /// Whether `action` has an implementation in the current task.
    static func isPlugged<A: Action>(_ action: A.Type) -> Bool {
        Registry.shared.hasValue(for: ObjectIdentifier(action), in: Registry.scope)
    }

    /// Plugs `handler` for `action`: into the scope being built, or for the process.
    @usableFromInline
    static func plug<A: Action, Handler: Sendable>(_ action: A.Type, _ handler: Handler) {
        Registry.shared.install(handler, for: ObjectIdentifier(action))
    }
}

/// What runs when a sync action is called. Stored untyped: the `Never` form is guaranteed
/// by the plug overloads, and stored closures with typed throws are miscompiled in release.
@usableFromInline
typealias SyncHandler<A: SyncAction> = @Sendable (A.Input) throws -> A.Output

/// What runs when an async action is called; untyped for the same reason.
@usableFromInline
typealias AsyncHandler<A: AsyncAction> = @Sendable (A.Input) async throws -> A.Output
