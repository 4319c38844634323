/// Where ``LikeUpdates`` reads a photo's likes when they change: once for every page showing
/// the photo, however many there are.
///
/// Screens read their own viewer's count through ``CountLikes`` (Plug), as a use case; the hub
/// reads for all of them at once, in a single read, and hands each page its viewer's count, so
/// a like on a photo open in a thousand tabs costs one read, not a thousand. It is given to the
/// hub when the hub is made (``LikeUpdates/init(likes:)``) rather than plugged as an action: the
/// read is the hub's, made for every page at once, so no page's "What just happened" panel
/// lists it as a call of its own.
public protocol LikesRepository: Sendable {
    /// The likes of `photoID` as each of `viewers` sees them, from one consistent read.
    ///
    /// - Parameters:
    ///   - photoID: The photo whose likes changed.
    ///   - viewers: The viewers of the pages showing it; the result answers for each of them.
    /// - Returns: The count, the age of the latest like measured to the injected `\.date`'s
    ///   now, the photo's revision, and which of `viewers` like it.
    func likeCounts(of photoID: Photo.ID, seenBy viewers: Set<Viewer>) async throws -> LikeCounts
}
