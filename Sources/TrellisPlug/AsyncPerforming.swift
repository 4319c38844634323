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
public protocol AsyncPerforming<Input, Output>: SendableMetatype {
    /// What the action hands over.
    associatedtype Input
    /// What the action gives back.
    associatedtype Output
    /// Performs the action for `input`.
    func perform(_ input: Input) async throws -> Output
}
