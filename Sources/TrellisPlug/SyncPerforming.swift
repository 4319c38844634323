/// An implementation of a ``SyncAction``: one method, no base class.
///
/// ```swift
/// struct CachedCountLikes: SyncPerforming {
///     func perform(_ photo: Photo) throws -> Int { photo.likes }
/// }
///
/// CountLikes.self <~ CachedCountLikes()
/// ```
///
/// `perform` may throw what its action's `Failure` allows: any error for a default action,
/// nothing for one with `Failure = Never`. A non-throwing `perform` fits either.
public protocol SyncPerforming<Input, Output, Failure>: SendableMetatype {
    /// What the action hands over.
    associatedtype Input
    /// What the action gives back.
    associatedtype Output
    /// What `perform` may throw; `Never` when it is written without `throws`.
    associatedtype Failure: Error = any Error
    /// Performs the action for `input`.
    func perform(_ input: Input) throws(Failure) -> Output
}
