public import Foundation
public import GalleryDomain

/// What a backend keeps likes in, as the use cases and the live updates need it: one write per
/// like or unlike that answers the counts it left, read in its own transaction, and the reads
/// of one viewer's count and of many viewers' counts at once.
///
/// SQLite's ``AppDatabase`` and PostgreSQL's database are the two; ``LikeChange``,
/// ``StoredCountLikes`` and ``StoredLikesRepository`` plug either into the Gallery.
public protocol LikeStore: Sendable {
    /// Records `like`, made at `date`; liking again changes nothing and keeps the first date.
    /// Answers the photo's likes as `like.viewer` and each of `viewers` see them then, read in
    /// the same transaction: the one read the change costs, whoever watches the photo.
    ///
    /// - Throws: ``GalleryError/unknownPhoto(_:)`` when the photo does not exist.
    @discardableResult
    func like(_ like: Like, at date: Date, seenBy viewers: Set<Viewer>) async throws -> LikeCounts
    /// Removes `like`; unliking what is not liked changes nothing. Answers the likes left, as
    /// `like.viewer` and each of `viewers` see them.
    @discardableResult
    func unlike(_ like: Like, at now: Date, seenBy viewers: Set<Viewer>) async throws -> LikeCounts
    /// The likes of `like.photoID` as `like.viewer` sees them, the latest like's age measured
    /// to `now`.
    func likeCount(_ like: Like, at now: Date) async throws -> LikeCount
    /// The likes of `photoID` as each of `viewers` sees them, in one read.
    func likeCounts(of photoID: Photo.ID, seenBy viewers: Set<Viewer>, at now: Date) async throws -> LikeCounts
}

extension LikeStore {
    /// Records `like` and answers the photo's count as `like.viewer` sees it then.
    @discardableResult
    public func like(_ like: Like, at date: Date) async throws -> LikeCount {
        try await self.like(like, at: date, seenBy: []).count(seenBy: like.viewer)
    }

    /// Removes `like` and answers the count left, as `like.viewer` sees it.
    @discardableResult
    public func unlike(_ like: Like, at now: Date) async throws -> LikeCount {
        try await unlike(like, at: now, seenBy: []).count(seenBy: like.viewer)
    }
}
