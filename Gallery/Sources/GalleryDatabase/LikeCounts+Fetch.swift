import Foundation
import GRDB
import GalleryDomain

extension LikeCounts {
    /// Reads the likes of `photoID` as each of `viewers` sees them, in `db`: the one read
    /// behind ``CountLikes``, ``LikeUpdates``' deliveries and the count a like answers.
    ///
    /// Statements of one transaction, so they see the same likes: the photo's revision, its
    /// likes' count and latest date, then which of `viewers` like it, each an indexed lookup
    /// of `photoLike`'s primary key. Plain requests on the records rather than the
    /// `Photo.likes` association's aggregates: an association names its key by inflecting the
    /// table's name with regular expressions every time a request is built, which cost a click
    /// a third of its time.
    ///
    /// - Parameter now: What the age of the latest like is measured to: the injected `\.date`'s
    ///   now, or the like's own date when a like answers its count.
    static func fetch(_ db: Database, of photoID: Photo.ID, seenBy viewers: Set<Viewer>, at now: Date) throws -> LikeCounts {
        let revision = try Photo.filter(id: photoID).select(Photo.Columns.likeRevision, as: Int64.self).fetchOne(db)
        let likes = PhotoLike.all().filter(photoID: photoID)
        let count = try likes.fetchCount(db)
        let lastLikedAt = try likes.select(max(PhotoLike.Columns.likedAt), as: Date.self).fetchOne(db)
        let likers = try likes
            .filter(viewers: viewers)
            .select(\.viewer, as: String.self)
            .fetchSet(db)
        return LikeCounts(
            count: count,
            sinceLastLike: lastLikedAt.map { .seconds(now.timeIntervalSince($0)) },
            revision: revision ?? 0,
            likedBy: Dictionary(uniqueKeysWithValues: viewers.map { ($0, likers.contains($0.id)) })
        )
    }
}

extension LikeCount {
    /// Reads the likes of `like.photoID` as `like.viewer` sees them, in `db`.
    ///
    /// - Parameter now: As for ``LikeCounts/fetch(_:of:seenBy:at:)``.
    static func fetch(_ db: Database, _ like: Like, at now: Date) throws -> LikeCount {
        let counts = try LikeCounts.fetch(db, of: like.photoID, seenBy: [like.viewer], at: now)
        return LikeCount(
            count: counts.count,
            likedByViewer: counts.likedBy[like.viewer] ?? false,
            sinceLastLike: counts.sinceLastLike,
            revision: counts.revision
        )
    }
}
