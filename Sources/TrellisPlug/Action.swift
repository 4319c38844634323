/// A use case — "like this photo" — declared once, called everywhere, implemented elsewhere.
///
/// Declaring the action is all a caller needs; which implementation runs (a network call, a
/// database write, a test spy) is plugged at start-up with `Actions.plug` or `$0.plug` in an
/// update closure. Declare an action as an empty `enum` conforming to ``AsyncAction`` or
/// ``SyncAction``; no class to inherit from.
///
/// ```swift
/// enum LikePhoto: AsyncAction {
///     typealias Input = Photo        // Output defaults to Void, Failure to any Error
/// }
///
/// extension Photo {
///     func like() async throws { try await action(LikePhoto.self, self) }
/// }
/// ```
///
/// Sync and async actions follow one rule for failures: calls `throw` unless the action
/// declares `typealias Failure = Never`, in which case they need no `try`, only
/// implementations that cannot throw can be plugged, and calling it unplugged stops with a
/// message naming the caller's line.
public protocol Action: SendableMetatype {
    /// What the caller hands over. `Void` by default, for actions like `RefreshFeed`.
    associatedtype Input: Sendable = Void
    /// What the caller gets back. `Void` by default.
    associatedtype Output: Sendable = Void
    /// What an implementation may throw: `any Error` by default; `Never` for an action that
    /// cannot fail.
    associatedtype Failure: Error = any Error
    /// Whether the action is performed with `await` or at once, fixed by ``AsyncAction`` and
    /// ``SyncAction`` so that no type can be both (it would not compile).
    associatedtype Kind: ActionKind
}

/// How an action is performed; only ``AsyncActionKind`` and ``SyncActionKind`` exist.
public protocol ActionKind {}

/// The kind of every ``AsyncAction``.
public enum AsyncActionKind: ActionKind {}

/// The kind of every ``SyncAction``.
public enum SyncActionKind: ActionKind {}

/// An action whose implementation suspends: called with `try await action(A.self, input)`.
public protocol AsyncAction: Action where Kind == AsyncActionKind {}

/// An action whose implementation returns at once: called with `try action(A.self, input)`.
public protocol SyncAction: Action where Kind == SyncActionKind {}
