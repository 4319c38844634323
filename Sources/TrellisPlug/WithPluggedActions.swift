/// Runs `operation` with some actions plugged differently, for it and the tasks it starts only.
///
/// ```swift
/// @Test func likingAPhotoCallsTheAction() async throws {
///     let spy = LikePhotoSpy()
///     try await withPluggedActions {
///         $0.plug(LikePhoto.self, to: spy)
///     } operation: {
///         try await Photo(id: 7).like()
///     }
///     #expect(await spy.liked == [7])
/// }
/// ```
///
/// The plugs live in a task-local value, so tests running in parallel never see each
/// other's, and nothing needs restoring afterwards. Scopes nest.
///
/// - Parameters:
///   - plug: Plugs the replacements, through `$0.plug(…)` or `<~`.
///   - operation: The work that sees them.
@discardableResult
public func withPluggedActions<R>(
    _ plug: (inout PluggedActions) throws -> Void,
    operation: () throws -> R
) rethrows -> R {
    let scope = try ActionStorage.scopeApplying(plug)
    return try ActionStorage.$scope.withValue(scope, operation: operation)
}

/// Runs the asynchronous `operation` with some actions plugged differently, for it and the
/// tasks it starts only. See ``withPluggedActions(_:operation:)-(_,()->R)``.
@discardableResult
public func withPluggedActions<R>(
    _ plug: (inout PluggedActions) throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    let scope = try ActionStorage.scopeApplying(plug)
    return try await ActionStorage.$scope.withValue(scope, operation: operation)
}

/// The plugs of a scope being built: every ``Actions`` method, reached through `$0`.
public struct PluggedActions: Sendable {
    init() {}

    /// Plugs one shared `implementation` into `action` for this scope.
    public func plug<A: AsyncAction, I: AsyncPerforming & Sendable>(_ action: A.Type, to implementation: I)
    where I.Input == A.Input, I.Output == A.Output {
        Actions.plug(action, to: implementation)
    }

    /// Plugs a closure that performs `action` for this scope.
    public func plug<A: AsyncAction>(_ action: A.Type, perform: @escaping @Sendable (A.Input) async throws -> A.Output) {
        Actions.plug(action, perform: perform)
    }

    /// Plugs one shared `implementation` into `action` for this scope.
    public func plug<A: SyncAction, I: SyncPerforming & Sendable>(_ action: A.Type, to implementation: I)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == A.Failure {
        Actions.plug(action, to: implementation)
    }

    /// Plugs one shared, non-throwing `implementation` into an action that may throw, for this scope.
    public func plug<A: SyncAction, I: SyncPerforming & Sendable>(_ action: A.Type, to implementation: I)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == Never, A.Failure == any Error {
        Actions.plug(action, to: implementation)
    }

    /// Plugs a closure that performs `action` for this scope.
    public func plug<A: SyncAction>(_ action: A.Type, perform: @escaping @Sendable (A.Input) throws(A.Failure) -> A.Output) {
        Actions.plug(action, perform: perform)
    }
}
