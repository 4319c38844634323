public import TrellisStorage
import TrellisInjection

/// Where plugged implementations live: the registry and task-local scope injected values use,
/// keyed by the action's type.
@usableFromInline
enum ActionStorage {
    /// The process's registry, held here too: read from this module's own `static let`, a
    /// plugged call needs no retain of it (a `package` global of another module costs one per call).
    @usableFromInline static let registry = Storage.registry
    /// The task-local scope, held here for the same reason.
    @usableFromInline static let taskScope = Storage.scope

    /// The handler plugged for `action` in the current task.
    @inlinable @inline(__always)
    static func handler<A: Action, Handler: Sendable>(for action: A.Type, as _: Handler.Type, at caller: CallerLocation) -> Handler? {
        let registry = ActionStorage.registry
        if _slowPath(registry.overrides.anyAlive), let handler = scopedHandler(for: action, as: Handler.self, at: caller) {
            return handler
        }
        return registry.installed(for: ObjectIdentifier(action), as: Handler.self)
    }

    /// The handler the current task's scope plugs for `action`, if any; in a test, a call made
    /// by work that outlived the test that started it fails that test.
    @inlinable @inline(__always)
    static func scopedHandler<A: Action, Handler: Sendable>(for action: A.Type, as _: Handler.Type, at caller: CallerLocation) -> Handler? {
        let registry = ActionStorage.registry
        guard let handler = registry.scoped(ActionStorage.taskScope.get(), for: ObjectIdentifier(action), as: Handler.self) else { return nil }
        if _slowPath(registry.mayRunTests) { checkStillInItsTest(action, at: caller) }
        return handler
    }

    /// Fails the test whose leftover work called `action` at `caller` after it ended.
    @usableFromInline @inline(never)
    static func checkStillInItsTest<A: Action>(_ action: A.Type, at caller: CallerLocation) {
        TestValues.checkStillInItsTest("called \(typeName(action))", at: caller)
    }

    /// Whether `action` has an implementation in the current task.
    static func isPlugged<A: Action>(_ action: A.Type) -> Bool {
        Storage.registry.hasValue(for: ObjectIdentifier(action), in: Storage.scope.get())
    }

}

/// What runs when a sync action is called. Stored untyped: the `Never` form is guaranteed
/// by the plug overloads, and stored closures with typed throws are miscompiled in release.
@usableFromInline
typealias SyncHandler<A: SyncAction> = @Sendable (A.Input) throws -> A.Output

/// What runs when an async action is called; untyped for the same reason. It runs on the
/// caller's actor (`nonisolated(nonsending)`), as the call does, so calling an action from the
/// main actor leaves it only where the implementation itself suspends or hops.
@usableFromInline
typealias AsyncHandler<A: AsyncAction> = nonisolated(nonsending) @Sendable (A.Input) async throws -> A.Output

extension ActionStorage {
    /// Stops at `caller` when a closure that may throw is plugged into an action that cannot
    /// fail.
    ///
    /// The compiler refuses an implementation that throws for such an action, and would refuse
    /// the closure too, but for the form that takes a closure throwing `any Error` — there so
    /// that a closure for an action with its own error type needs no `throws(…)` — which
    /// Swift's overload ranking prefers to any form that could refuse it. So the refusal
    /// happens when the plug is made: at start-up, in every test that runs the start-up.
    @usableFromInline
    static func refuseThrowingClosure<A: Action>(for action: A.Type, at caller: CallerLocation) {
        guard A.Failure.self == Never.self else { return }
        caller.stop("""
            \(String(reflecting: action)) cannot fail (its Failure is Never), yet it was plugged with a \
            closure that may throw. Plug a closure that does not throw, or declare what it may throw \
            as the action's Failure (`typealias Failure = MyError`).
            """)
    }
}
