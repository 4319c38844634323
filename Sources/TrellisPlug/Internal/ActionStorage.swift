public import TrellisInjection  // public: the inlinable call path reads its registry

/// Where plugged implementations live: the same lock-free registry and task-local scopes as
/// injected values, keyed by the action's type.
@usableFromInline
enum ActionStorage {
    @usableFromInline static let registry = Registry()
    @usableFromInline @TaskLocal static var scope: OverrideScope?

    /// The handler plugged for `action` in the current task.
    @inlinable @inline(__always)
    static func handler<A: Action, Handler: Sendable>(for action: A.Type, as _: Handler.Type) -> Handler? {
        let registry = registry
        if _slowPath(registry.overrides.anyAlive), let handler = scopedHandler(for: action, as: Handler.self) {
            return handler
        }
        return registry.installed(for: ObjectIdentifier(action), as: Handler.self)
    }

    @inlinable
    static func scopedHandler<A: Action, Handler: Sendable>(for action: A.Type, as _: Handler.Type) -> Handler? {
        registry.scoped(scope, for: ObjectIdentifier(action), as: Handler.self)
    }

    /// Plugs `handler` for `action`: into the scope being built, or for the process.
    @usableFromInline
    static func plug<A: Action, Handler: Sendable>(_ action: A.Type, _ handler: Handler) {
        registry.install(handler, for: ObjectIdentifier(action))
    }

    /// The current scope with the plugs of `plug` added.
    static func scopeApplying(_ plug: (inout PluggedActions) throws -> Void) rethrows -> OverrideScope {
        try registry.scope(from: scope) {
            var actions = PluggedActions()
            try plug(&actions)
        }
    }
}

/// What runs when a sync action is called. Stored untyped: the `Never` form is guaranteed
/// by the plug overloads, and stored closures with typed throws are miscompiled in release.
@usableFromInline
typealias SyncHandler<A: SyncAction> = @Sendable (A.Input) throws -> A.Output

/// What runs when an async action is called.
@usableFromInline
typealias AsyncHandler<A: AsyncAction> = @Sendable (A.Input) async throws -> A.Output
