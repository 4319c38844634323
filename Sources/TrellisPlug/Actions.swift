/// Plugs implementations into actions, for the whole app or — inside
/// ``withPluggedActions(_:operation:)-(_,()->R)`` — for one scope of work.
///
/// ```swift
/// // At start-up:
/// Actions.plug(LikePhoto.self, to: NetworkLikePhoto(client: client))
/// LikePhoto.self <~ NetworkLikePhoto(client: client)                 // the same, shorter
/// Actions.plug(RefreshFeed.self) { try await feed.reload() }           // a closure
/// Actions.plug(LikePhoto.self, factory: { NetworkLikePhoto(client: client) })  // fresh per call
/// ```
///
/// ## One instance or one per call
/// `plug(_:to:)` and `<~` plug **one shared instance**: the value you pass is kept and performs
/// every call, from any thread, so it must be `Sendable`. This is the default, and the
/// cheapest. `plug(_:factory:)` makes **a fresh instance for every call**, as the original Plug
/// did by plugging an autoclosure; use it for implementations that keep per-call state.
///
/// Plugging again replaces the previous implementation; plugging and calling are safe from
/// any thread at any time.
public enum Actions {
    // MARK: - Async actions

    /// Plugs one shared `implementation` into `action`.
    @inlinable
    public static func plug<A: AsyncAction, I: AsyncPerforming & Sendable>(_ action: A.Type, to implementation: I)
    where I.Input == A.Input, I.Output == A.Output {
        ActionStorage.plug(action, { try await implementation.perform($0) } as AsyncHandler<A>)
    }

    /// Plugs a factory into `action`: every call performs on a fresh implementation.
    @inlinable
    public static func plug<A: AsyncAction, I: AsyncPerforming>(
        _ action: A.Type, factory: @escaping @Sendable () -> I
    ) where I.Input == A.Input, I.Output == A.Output {
        plug(action) { input in
            let implementation = factory()
            return try await implementation.perform(input)
        }
    }

    /// Plugs a closure that performs `action`.
    @inlinable
    public static func plug<A: AsyncAction>(
        _ action: A.Type, perform: @escaping @Sendable (A.Input) async throws -> A.Output
    ) {
        ActionStorage.plug(action, perform as AsyncHandler<A>)
    }

    // MARK: - Sync actions

    /// Plugs one shared `implementation` into `action`.
    @inlinable
    public static func plug<A: SyncAction, I: SyncPerforming & Sendable>(_ action: A.Type, to implementation: I)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == A.Failure {
        ActionStorage.plug(action, { try implementation.perform($0) } as SyncHandler<A>)
    }

    /// Plugs one shared, non-throwing `implementation` into an action that may throw.
    @inlinable
    public static func plug<A: SyncAction, I: SyncPerforming & Sendable>(_ action: A.Type, to implementation: I)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == Never, A.Failure == any Error {
        ActionStorage.plug(action, { implementation.perform($0) } as SyncHandler<A>)
    }

    /// Plugs a factory into `action`: every call performs on a fresh implementation.
    @inlinable
    public static func plug<A: SyncAction, I: SyncPerforming>(
        _ action: A.Type, factory: @escaping @Sendable () -> I
    ) where I.Input == A.Input, I.Output == A.Output, I.Failure == A.Failure {
        ActionStorage.plug(action, { try factory().perform($0) } as SyncHandler<A>)
    }

    /// Plugs a factory of non-throwing implementations into an action that may throw.
    @inlinable
    public static func plug<A: SyncAction, I: SyncPerforming>(
        _ action: A.Type, factory: @escaping @Sendable () -> I
    ) where I.Input == A.Input, I.Output == A.Output, I.Failure == Never, A.Failure == any Error {
        ActionStorage.plug(action, { factory().perform($0) } as SyncHandler<A>)
    }

    /// Plugs a closure that performs `action`.
    @inlinable
    public static func plug<A: SyncAction>(
        _ action: A.Type, perform: @escaping @Sendable (A.Input) throws(A.Failure) -> A.Output
    ) {
        ActionStorage.plug(action, { (input: A.Input) throws -> A.Output in try perform(input) } as SyncHandler<A>)
    }

    // MARK: - Inspecting

    /// Whether `action` has an implementation in the current task.
    public static func isPlugged<A: AsyncAction>(_ action: A.Type) -> Bool {
        ActionStorage.handler(for: action, as: AsyncHandler<A>.self) != nil
    }

    /// Whether `action` has an implementation in the current task.
    public static func isPlugged<A: SyncAction>(_ action: A.Type) -> Bool {
        ActionStorage.handler(for: action, as: SyncHandler<A>.self) != nil
    }
}
