public import Foundation
public import GalleryDomain

/// What a backend keeps likes in, as the use cases and the live updates need it: one write per
/// like or unlike that answers the count it left, read in its own transaction, and the reads
/// of one viewer's count and of many viewers' counts at once.
///
/// SQLite's ``AppDatabase`` and PostgreSQL's database are the two; ``LikeChange``,
/// ``StoredCountLikes`` and ``StoredLikesRepository`` plug either into the Gallery.
public protocol LikeStore: Sendable {
    /// Records `like`, made at `date`; liking again changes nothing and keeps the first date.
    /// Answers the photo's count as `like.viewer` sees it then.
    ///
    /// - Throws: ``GalleryError/unknownPhoto(_:)`` when the photo does not exist.
    @discardableResult
    func like(_ like: Like, at date: Date) async throws -> LikeCount
    /// Removes `like`; unliking what is not liked changes nothing. Answers the count left.
    @discardableResult
    func unlike(_ like: Like, at now: Date) async throws -> LikeCount
    /// The likes of `like.photoID` as `like.viewer` sees them, the latest like's age measured
    /// to `now`.
    func likeCount(_ like: Like, at now: Date) async throws -> LikeCount
    /// The likes of `photoID` as each of `viewers` sees them, in one read.
    func likeCounts(of photoID: Photo.ID, seenBy viewers: Set<Viewer>, at now: Date) async throws -> LikeCounts
}
