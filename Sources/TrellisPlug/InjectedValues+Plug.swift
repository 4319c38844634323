public import TrellisInjection

/// Plugging inside an update closure: the one family every other plug spelling is built on.
///
/// ```swift
/// func configureApp(_ app: inout InjectedValues) {
///     app.plug(LikePhoto.self, to: NetworkLikePhoto(client: client))   // one shared instance
///     app.plug(LikePhoto.self, factory: { NetworkLikePhoto(client: client) })  // one per call
///     app.plug(CountLikes.self) { photo in photo.likes }               // a closure
/// }
/// ```
///
/// Each form exists for async and sync actions. An implementation that cannot throw fits an
/// action that may; one that may throw never fits an action declared `Failure = Never`.
/// `Actions.plug` and `<~` forward here, so a plug made through them inside an update closure
/// reaches that closure's scope too.
extension InjectedValues {
    // MARK: - Async actions

    /// Plugs one shared `implementation` into `action`.
    @inlinable
    public mutating func plug<A: AsyncAction, I: AsyncPerforming & Sendable>(_ action: A.Type, to implementation: I)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == A.Failure {
        ActionStorage.plug(action, { try await implementation.perform($0) } as AsyncHandler<A>)
    }

    /// Plugs one shared implementation that cannot throw into an action that may.
    @inlinable
    public mutating func plug<A: AsyncAction, I: AsyncPerforming & Sendable>(_ action: A.Type, to implementation: I)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == Never, A.Failure == any Error {
        ActionStorage.plug(action, { await implementation.perform($0) } as AsyncHandler<A>)
    }

    /// Plugs a factory into `action`: every call performs on a fresh implementation.
    @inlinable
    public mutating func plug<A: AsyncAction, I: AsyncPerforming>(_ action: A.Type, factory: @escaping @Sendable () -> I)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == A.Failure {
        ActionStorage.plug(action, { try await factory().perform($0) } as AsyncHandler<A>)
    }

    /// Plugs a factory of implementations that cannot throw into an action that may.
    @inlinable
    public mutating func plug<A: AsyncAction, I: AsyncPerforming>(_ action: A.Type, factory: @escaping @Sendable () -> I)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == Never, A.Failure == any Error {
        ActionStorage.plug(action, { await factory().perform($0) } as AsyncHandler<A>)
    }

    /// Plugs a closure that performs `action`.
    @inlinable
    public mutating func plug<A: AsyncAction>(
        _ action: A.Type, perform: @escaping @Sendable (A.Input) async throws(A.Failure) -> A.Output
    ) {
        ActionStorage.plug(action, { (input: A.Input) async throws -> A.Output in try await perform(input) } as AsyncHandler<A>)
    }

    // MARK: - Sync actions

    /// Plugs one shared `implementation` into `action`.
    @inlinable
    public mutating func plug<A: SyncAction, I: SyncPerforming & Sendable>(_ action: A.Type, to implementation: I)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == A.Failure {
        ActionStorage.plug(action, { try implementation.perform($0) } as SyncHandler<A>)
    }

    /// Plugs one shared implementation that cannot throw into an action that may.
    @inlinable
    public mutating func plug<A: SyncAction, I: SyncPerforming & Sendable>(_ action: A.Type, to implementation: I)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == Never, A.Failure == any Error {
        ActionStorage.plug(action, { implementation.perform($0) } as SyncHandler<A>)
    }

    /// Plugs a factory into `action`: every call performs on a fresh implementation.
    @inlinable
    public mutating func plug<A: SyncAction, I: SyncPerforming>(_ action: A.Type, factory: @escaping @Sendable () -> I)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == A.Failure {
        ActionStorage.plug(action, { try factory().perform($0) } as SyncHandler<A>)
    }

    /// Plugs a factory of implementations that cannot throw into an action that may.
    @inlinable
    public mutating func plug<A: SyncAction, I: SyncPerforming>(_ action: A.Type, factory: @escaping @Sendable () -> I)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == Never, A.Failure == any Error {
        ActionStorage.plug(action, { factory().perform($0) } as SyncHandler<A>)
    }

    /// Plugs a closure that performs `action`.
    @inlinable
    public mutating func plug<A: SyncAction>(
        _ action: A.Type, perform: @escaping @Sendable (A.Input) throws(A.Failure) -> A.Output
    ) {
        ActionStorage.plug(action, { (input: A.Input) throws -> A.Output in try perform(input) } as SyncHandler<A>)
    }
}
