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
        _ action: A.Type, perform: nonisolated(nonsending) @escaping @Sendable (A.Input) async throws(A.Failure) -> A.Output
    ) -> Self {
        OverrideTrait(.plugs) { $0.plug(action, perform: perform) }
    }

    /// Plugs a closure into an action whose `Failure` is its own error type, written without
    /// naming it: `{ text in if text.isEmpty { throw CommentValidationError() } }`, or `{ $0 }`.
    ///
    /// Swift 6.3 types a closure that contains `throw` or `try` as throwing `any Error`,
    /// whatever the parameter it is passed to throws (inferring it from the body needs the
    /// experimental `FullTypedThrows`), and does not convert one written without `throws` into
    /// one that throws a generic error type, so this form takes either as written. Callers
    /// still catch the action's own `Failure`: the call casts what the closure threw, and a
    /// closure that throws anything else stops at the calling line, naming the action, the
    /// type it promises and what was thrown.
    @_disfavoredOverload
    public static func plugging<A: AsyncAction>(
        _ action: A.Type, perform: nonisolated(nonsending) @escaping @Sendable (A.Input) async throws -> A.Output,
        fileID: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        OverrideTrait(.plugs) { $0.plug(action, perform: perform, fileID: fileID, line: line) }
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

    /// Plugs a closure into an action whose `Failure` is its own error type, written without
    /// naming it: `{ text in if text.isEmpty { throw CommentValidationError() } }`, or `{ $0 }`.
    ///
    /// Swift 6.3 types a closure that contains `throw` or `try` as throwing `any Error`,
    /// whatever the parameter it is passed to throws (inferring it from the body needs the
    /// experimental `FullTypedThrows`), and does not convert one written without `throws` into
    /// one that throws a generic error type, so this form takes either as written. Callers
    /// still catch the action's own `Failure`: the call casts what the closure threw, and a
    /// closure that throws anything else stops at the calling line, naming the action, the
    /// type it promises and what was thrown.
    @_disfavoredOverload
    public static func plugging<A: SyncAction>(
        _ action: A.Type, perform: @escaping @Sendable (A.Input) throws -> A.Output,
        fileID: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        OverrideTrait(.plugs) { $0.plug(action, perform: perform, fileID: fileID, line: line) }
    }

}
