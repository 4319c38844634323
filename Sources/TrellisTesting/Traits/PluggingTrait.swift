public import Testing
public import TrellisPlug

/// Plugging one action for a test, or for every test of a suite: the one-action forms of
/// ``OverrideTrait``, each forwarding to the same form of `plug` on `InjectedValues`, and run
/// after every value the test's traits set.
///
/// ```swift
/// let likePhoto = ActionSpy(LikePhoto.self).returning()
///
/// @Test(.plugging(LikePhoto.self, to: likePhoto))
/// func likingAPhoto() async throws { … }
///
/// @Suite(.plugging(CountLikes.self) { photo in photo.likes })
/// struct LikeCounterTests { … }
/// ```
///
/// Several plugs, or a factory, go in one `.overriding { $0.plug(…); $0.plug(…) }`.
extension Trait where Self == OverrideTrait {
    // MARK: - Async actions

    /// Plugs one shared `implementation` — a spy, a fake — into an async action.
    public static func plugging<A: AsyncAction, I: AsyncPerforming & Sendable>(_ action: A.Type, to implementation: I) -> Self
    where I.Input == A.Input, I.Output == A.Output, I.Failure == A.Failure {
        OverrideTrait(.plugs) { $0.plug(action, to: implementation) }
    }

    /// Plugs one shared implementation that cannot throw into an async action that may.
    public static func plugging<A: AsyncAction, I: AsyncPerforming & Sendable>(_ action: A.Type, to implementation: I) -> Self
    where I.Input == A.Input, I.Output == A.Output, I.Failure == Never, A.Failure == any Error {
        OverrideTrait(.plugs) { $0.plug(action, to: implementation) }
    }

    /// Plugs a closure into an async action.
    public static func plugging<A: AsyncAction>(
        _ action: A.Type, perform: @escaping @Sendable (A.Input) async throws(A.Failure) -> A.Output
    ) -> Self {
        OverrideTrait(.plugs) { $0.plug(action, perform: perform) }
    }

    /// Plugs a closure that cannot throw into an async action, whatever its `Failure`.
    @_disfavoredOverload
    public static func plugging<A: AsyncAction>(_ action: A.Type, perform: @escaping @Sendable (A.Input) async -> A.Output) -> Self {
        OverrideTrait(.plugs) { $0.plug(action, perform: perform) }
    }

    /// Unavailable: a closure that throws, for an action with its own error type, that does
    /// not say which error it throws (see `InjectedValues.plug(_:perform:)`).
    @available(*, unavailable, message: "this action throws only its own Failure, and Swift infers a closure that throws as throwing any Error: name the Failure in the closure, `{ input throws(MyAction.Failure) in … }`")
    public static func plugging<A: AsyncAction, E: Error>(_ action: A.Type, perform: @escaping @Sendable (A.Input) async throws(E) -> A.Output) -> Self {
        fatalError("Trellis: unavailable")
    }

    /// Unavailable: a closure that throws, for an action that cannot fail.
    @available(*, unavailable, message: "this action cannot fail (its Failure is Never): plug a closure that does not throw, or declare what it may throw as the action's Failure")
    public static func plugging<A: AsyncAction>(_ action: A.Type, perform: @escaping @Sendable (A.Input) async throws -> A.Output) -> Self
    where A.Failure == Never {
        fatalError("Trellis: unavailable")
    }

    // MARK: - Sync actions

    /// Plugs one shared `implementation` into a sync action.
    public static func plugging<A: SyncAction, I: SyncPerforming & Sendable>(_ action: A.Type, to implementation: I) -> Self
    where I.Input == A.Input, I.Output == A.Output, I.Failure == A.Failure {
        OverrideTrait(.plugs) { $0.plug(action, to: implementation) }
    }

    /// Plugs one shared implementation that cannot throw into a sync action that may.
    public static func plugging<A: SyncAction, I: SyncPerforming & Sendable>(_ action: A.Type, to implementation: I) -> Self
    where I.Input == A.Input, I.Output == A.Output, I.Failure == Never, A.Failure == any Error {
        OverrideTrait(.plugs) { $0.plug(action, to: implementation) }
    }

    /// Plugs a closure into a sync action.
    public static func plugging<A: SyncAction>(
        _ action: A.Type, perform: @escaping @Sendable (A.Input) throws(A.Failure) -> A.Output
    ) -> Self {
        OverrideTrait(.plugs) { $0.plug(action, perform: perform) }
    }

    /// Plugs a closure that cannot throw into a sync action, whatever its `Failure`.
    @_disfavoredOverload
    public static func plugging<A: SyncAction>(_ action: A.Type, perform: @escaping @Sendable (A.Input) -> A.Output) -> Self {
        OverrideTrait(.plugs) { $0.plug(action, perform: perform) }
    }

    /// Unavailable: a closure that throws, for an action with its own error type, that does
    /// not say which error it throws (see `InjectedValues.plug(_:perform:)`).
    @available(*, unavailable, message: "this action throws only its own Failure, and Swift infers a closure that throws as throwing any Error: name the Failure in the closure, `{ input throws(MyAction.Failure) in … }`")
    public static func plugging<A: SyncAction, E: Error>(_ action: A.Type, perform: @escaping @Sendable (A.Input) throws(E) -> A.Output) -> Self {
        fatalError("Trellis: unavailable")
    }

    /// Unavailable: a closure that throws, for an action that cannot fail.
    @available(*, unavailable, message: "this action cannot fail (its Failure is Never): plug a closure that does not throw, or declare what it may throw as the action's Failure")
    public static func plugging<A: SyncAction>(_ action: A.Type, perform: @escaping @Sendable (A.Input) throws -> A.Output) -> Self
    where A.Failure == Never {
        fatalError("Trellis: unavailable")
    }
}
