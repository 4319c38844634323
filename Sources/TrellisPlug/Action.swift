/// A use case — "like this photo" — declared once, called everywhere, implemented elsewhere.
///
/// Declaring the action is all a caller needs; which implementation runs (a network call, a
/// database write, a test spy) is plugged at start-up with ``Actions/plug(_:to:)-(_,I)``.
/// Declare an action as an empty `enum` conforming to ``AsyncAction`` or ``SyncAction``; no
/// class to inherit from.
///
/// ```swift
/// enum LikePhoto: AsyncAction {
///     typealias Input = Photo        // Output defaults to Void
/// }
///
/// extension Photo {
///     func like() async throws { try await action(LikePhoto.self, self) }
/// }
/// ```
public protocol Action: SendableMetatype {
    /// What the caller hands over. `Void` by default, for actions like `RefreshFeed`.
    associatedtype Input: Sendable = Void
    /// What the caller gets back. `Void` by default.
    associatedtype Output: Sendable = Void
}

/// An action whose implementation suspends: called with `try await action(A.self, input)`.
public protocol AsyncAction: Action {}

/// An action whose implementation returns at once: called with `action(A.self, input)`.
///
/// It throws `any Error` by default, so calls read `try action(CountLikes.self, photo)`.
/// Declare `typealias Failure = Never` for an action that cannot fail; its calls need no
/// `try`, and calling it unplugged stops with a message instead of throwing.
public protocol SyncAction: Action {
    /// What the implementation may throw.
    associatedtype Failure: Error = any Error
}
