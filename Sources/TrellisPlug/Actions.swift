public import TrellisInjection

/// The Plug article's spelling for plugging: `Actions.plug(LikePhoto.self, to: MyLikePhoto())`.
///
/// ```swift
/// // At start-up:
/// Actions.plug(LikePhoto.self, to: NetworkLikePhoto(client: client))
/// LikePhoto.self <~ NetworkLikePhoto(client: client)                 // the same, shorter
/// Actions.plug(RefreshFeed.self) { try await feed.reload() }          // a closure
/// Actions.plug(LikePhoto.self, factory: { NetworkLikePhoto(client: client) })  // fresh per call
/// ```
///
/// Every form forwards to the same form of `plug` on `InjectedValues`, the
/// `$0` of an update closure: at start-up it plugs for the whole process; inside an update
/// closure (`withOverrides`, a trait, `InjectedValues.install`) it plugs for that closure's
/// scope only.
///
/// ## One instance or one per call
/// `plug(_:to:)` and `<~` plug **one shared instance**: the value you pass is kept and performs
/// every call, from any thread, so it must be `Sendable`. `plug(_:factory:)` makes **a fresh
/// instance for every call**, as the original Plug did by plugging an autoclosure.
///
/// Plugging again replaces the previous implementation, which is freed; plugging and calling
/// are safe from any thread at any time, and a replaced implementation is called as fast as
/// the first.
public enum Actions {
    // MARK: - Async actions

    /// Plugs one shared `implementation` into `action`.
    @inlinable
    public static func plug<A: AsyncAction, I: AsyncPerforming & Sendable>(_ action: A.Type, to implementation: I)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == A.Failure {
        var values = InjectedValues()
        values.plug(action, to: implementation)
    }

    /// Plugs one shared implementation that cannot throw into an action that may.
    @inlinable
    public static func plug<A: AsyncAction, I: AsyncPerforming & Sendable>(_ action: A.Type, to implementation: I)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == Never, A.Failure == any Error {
        var values = InjectedValues()
        values.plug(action, to: implementation)
    }

    /// Plugs a factory into `action`: every call performs on a fresh implementation.
    @inlinable
    public static func plug<A: AsyncAction, I: AsyncPerforming>(_ action: A.Type, factory: @escaping @Sendable () -> I)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == A.Failure {
        var values = InjectedValues()
        values.plug(action, factory: factory)
    }

    /// Plugs a factory of implementations that cannot throw into an action that may.
    @inlinable
    public static func plug<A: AsyncAction, I: AsyncPerforming>(_ action: A.Type, factory: @escaping @Sendable () -> I)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == Never, A.Failure == any Error {
        var values = InjectedValues()
        values.plug(action, factory: factory)
    }

    /// Plugs a closure that performs `action`; for an action with its own error type, a
    /// closure written plainly goes to the form that takes `throws` (see `InjectedValues.plug`).
    @inlinable
    public static func plug<A: AsyncAction>(
        _ action: A.Type, perform: @escaping @Sendable (A.Input) async throws(A.Failure) -> A.Output
    ) {
        var values = InjectedValues()
        values.plug(action, perform: perform)
    }

    /// Plugs a closure that cannot throw into `action`, whatever its `Failure`.
    @inlinable @_disfavoredOverload
    public static func plug<A: AsyncAction>(_ action: A.Type, perform: @escaping @Sendable (A.Input) async -> A.Output) {
        var values = InjectedValues()
        values.plug(action, perform: perform)
    }

    /// Plugs a closure that throws into an action whose `Failure` is its own error type,
    /// written without naming it: `{ text in if text.isEmpty { throw CommentValidationError() } }`.
    ///
    /// Swift 6.3 types a closure that contains `throw` or `try` as throwing `any Error`,
    /// whatever the parameter it is passed to throws (inferring it from the body needs the
    /// experimental `FullTypedThrows`), so this form takes such a closure as written. Callers
    /// still catch the action's own `Failure`: the call casts what the closure threw, and a
    /// closure that throws anything else stops at the calling line, naming the action, the
    /// type it promises and what was thrown.
    @inlinable @_disfavoredOverload
    public static func plug<A: AsyncAction>(
        _ action: A.Type, perform: @escaping @Sendable (A.Input) async throws -> A.Output,
        fileID: StaticString = #fileID, line: UInt = #line
    ) {
        var values = InjectedValues()
        values.plug(action, perform: perform, fileID: fileID, line: line)
    }

    // MARK: - Sync actions

    /// Plugs one shared `implementation` into `action`.
    @inlinable
    public static func plug<A: SyncAction, I: SyncPerforming & Sendable>(_ action: A.Type, to implementation: I)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == A.Failure {
        var values = InjectedValues()
        values.plug(action, to: implementation)
    }

    /// Plugs one shared implementation that cannot throw into an action that may.
    @inlinable
    public static func plug<A: SyncAction, I: SyncPerforming & Sendable>(_ action: A.Type, to implementation: I)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == Never, A.Failure == any Error {
        var values = InjectedValues()
        values.plug(action, to: implementation)
    }

    /// Plugs a factory into `action`: every call performs on a fresh implementation.
    @inlinable
    public static func plug<A: SyncAction, I: SyncPerforming>(_ action: A.Type, factory: @escaping @Sendable () -> I)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == A.Failure {
        var values = InjectedValues()
        values.plug(action, factory: factory)
    }

    /// Plugs a factory of implementations that cannot throw into an action that may.
    @inlinable
    public static func plug<A: SyncAction, I: SyncPerforming>(_ action: A.Type, factory: @escaping @Sendable () -> I)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == Never, A.Failure == any Error {
        var values = InjectedValues()
        values.plug(action, factory: factory)
    }

    /// Plugs a closure that performs `action`; for an action with its own error type, a
    /// closure written plainly goes to the form that takes `throws` (see `InjectedValues.plug`).
    @inlinable
    public static func plug<A: SyncAction>(
        _ action: A.Type, perform: @escaping @Sendable (A.Input) throws(A.Failure) -> A.Output
    ) {
        var values = InjectedValues()
        values.plug(action, perform: perform)
    }

    /// Plugs a closure that cannot throw into `action`, whatever its `Failure`.
    @inlinable @_disfavoredOverload
    public static func plug<A: SyncAction>(_ action: A.Type, perform: @escaping @Sendable (A.Input) -> A.Output) {
        var values = InjectedValues()
        values.plug(action, perform: perform)
    }

    /// Plugs a closure that throws into an action whose `Failure` is its own error type,
    /// written without naming it: `{ text in if text.isEmpty { throw CommentValidationError() } }`.
    ///
    /// Swift 6.3 types a closure that contains `throw` or `try` as throwing `any Error`,
    /// whatever the parameter it is passed to throws (inferring it from the body needs the
    /// experimental `FullTypedThrows`), so this form takes such a closure as written. Callers
    /// still catch the action's own `Failure`: the call casts what the closure threw, and a
    /// closure that throws anything else stops at the calling line, naming the action, the
    /// type it promises and what was thrown.
    @inlinable @_disfavoredOverload
    public static func plug<A: SyncAction>(
        _ action: A.Type, perform: @escaping @Sendable (A.Input) throws -> A.Output,
        fileID: StaticString = #fileID, line: UInt = #line
    ) {
        var values = InjectedValues()
        values.plug(action, perform: perform, fileID: fileID, line: line)
    }

    // MARK: - Inspecting

    /// Whether `action` has an implementation in the current task.
    public static func isPlugged<A: Action>(_ action: A.Type) -> Bool {
        ActionStorage.isPlugged(action)
    }
}
