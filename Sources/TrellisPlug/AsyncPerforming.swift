/// An implementation of an ``AsyncAction``: one method, no base class.
///
/// ```swift
/// struct NetworkLikePhoto: AsyncPerforming {
///     let client: HTTPClient
///     func perform(_ photo: Photo) async throws {
///         try await client.post("/photos/\(photo.id)/like")
///     }
/// }
///
/// LikePhoto.self <~ NetworkLikePhoto(client: client)
/// ```
///
/// `perform` may throw what its action's `Failure` allows: any error for a default action,
/// nothing for one with `Failure = Never`. A non-throwing `perform` fits either.
public protocol AsyncPerforming<Input, Output, Failure>: SendableMetatype {
    /// What the action hands over.
    associatedtype Input
    /// What the action gives back.
    associatedtype Output
    /// What `perform` may throw; `Never` when it is written without `throws`.
    associatedtype Failure: Error = any Error
    /// Performs the action for `input`, on the caller's actor until it suspends: an
    /// implementation that must leave it (heavy work off the main actor) says `@concurrent`.
    nonisolated(nonsending) func perform(_ input: Input) async throws(Failure) -> Output
}
