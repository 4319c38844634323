import TrellisInjection

/// Where plugged implementations live: one slot per action for the process, and the current
/// task's scoped plugs. The same lock-free table and task-local scopes as injected values.
enum ActionStorage {
    static let table = SlotTable<any AnyObject & Sendable>()
    static let scopes = OverrideFlag()
    @TaskLocal static var scope: OverrideScope?

    /// The handler plugged for `action` in the current task.
    @inline(__always)
    static func handler<A: Action, Handler: Sendable>(for action: A.Type, as _: Handler.Type) -> Handler? {
        let id = ObjectIdentifier(action)
        if _slowPath(scopes.isSet), let handler = scope?.value(for: id, as: Handler.self) {
            return handler
        }
        return table.slot(for: id)?._withUnsafeGuaranteedRef {
            unsafeDowncast($0, to: ValueSlot<Handler>.self).value
        }
    }

    /// Plugs `handler` for `action`: into the scope being built, or for the process.
    static func plug<A: Action, Handler: Sendable>(_ action: A.Type, _ handler: Handler) {
        let id = ObjectIdentifier(action)
        if scopes.isSet, scope?.writeWhileBuilding(handler, for: id) == true { return }
        table.slot(for: id) { ValueSlot<Handler>() }
            ._withUnsafeGuaranteedRef { unsafeDowncast($0, to: ValueSlot<Handler>.self).install(handler) }
    }
}

/// What runs when a sync action is called.
typealias SyncHandler<A: SyncAction> = @Sendable (A.Input) throws(A.Failure) -> A.Output

/// What runs when an async action is called.
typealias AsyncHandler<A: AsyncAction> = @Sendable (A.Input) async throws -> A.Output
