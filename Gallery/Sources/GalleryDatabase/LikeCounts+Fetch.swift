import Foundation
import GRDB
import GalleryDomain

extension LikeCounts {
    /// Reads the likes of `photoID` as each of `viewers` sees them, in `db`: the one read
    /// behind ``CountLikes``, ``LikeUpdates``' deliveries and the count a like answers.
    ///
    /// Two statements of one transaction, so they see the same likes: the photo with its
    /// revision, annotated with the count and the latest date of its likes (the `likes`
    /// association, one row however many likes), then which of `viewers` like it, through the
    /// primary key.
    ///
    /// - Parameter now: What the age of the latest like is measured to: the injected `\.date`'s
    ///   now, or the like's own date when a like answers its count.
    static func fetch(_ db: Database, of photoID: Photo.ID, seenBy viewers: Set<Viewer>, at now: Date) throws -> LikeCounts {
        let tally = try Photo.filter(id: photoID)
            .select { [$0.likeRevision] }
            .annotated(with: Photo.likes.count.forKey("likeCount"), Photo.likes.max { $0.likedAt }.forKey("lastLikedAt"))
            .asRequest(of: Tally.self)
            .fetchOne(db)
        let likers = try PhotoLike.all()
            .filter(photoID: photoID)
            .filter(viewers: viewers)
            .select(\.viewer, as: String.self)
            .fetchSet(db)
        return LikeCounts(
            count: tally?.likeCount ?? 0,
            sinceLastLike: tally?.lastLikedAt.map { .seconds(now.timeIntervalSince($0)) },
            revision: tally?.likeRevision ?? 0,
            likedBy: Dictionary(uniqueKeysWithValues: viewers.map { ($0, likers.contains($0.id)) })
        )
    }

    /// A photo's row as ``fetch(_:of:seenBy:at:)`` reads it: its revision and its likes'
    /// aggregates.
    private struct Tally: Decodable, FetchableRecord {
        var likeRevision: Int64
        var likeCount: Int
        var lastLikedAt: Date?
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
