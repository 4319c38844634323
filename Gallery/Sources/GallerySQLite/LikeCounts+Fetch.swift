import Foundation
import GRDB
import GalleryDomain

extension LikeCounts {
    /// Reads the likes of `photoID` as each of `viewers` sees them, in `db`: the one read
    /// behind ``CountLikes``, ``LikeUpdates``' deliveries and the count a like answers.
    ///
    /// Two statements of one transaction, so they see the same likes: the photo's revision with
    /// its likes' count and latest date (one row), then which of `viewers` like it (lookups of
    /// `photoLike`'s primary key).
    ///
    /// Written with GRDB's SQL interpolation on the records' tables and columns, so no SQL
    /// names a table or column, and cached: every click and every delivery runs them, and
    /// building a query-interface request (or an association's aggregates, which inflect the
    /// table's name with regular expressions) and preparing its statement cost several times
    /// the read itself.
    ///
    /// - Parameter now: What the age of the latest like is measured to: the injected `\.date`'s
    ///   now, or the like's own date when a like answers its count.
    static func fetch(_ db: Database, of photoID: Photo.ID, seenBy viewers: Set<Viewer>, at now: Date) throws -> LikeCounts {
        typealias Likes = PhotoLike.Columns
        let tally = try Tally.fetchOne(
            db,
            SQLRequest(
                literal: """
                    SELECT \(Photo.Columns.likeRevision),
                           (SELECT COUNT(*) FROM \(PhotoLike.self) WHERE \(Likes.photoID) = \(photoID)) AS likeCount,
                           (SELECT MAX(\(Likes.likedAt)) FROM \(PhotoLike.self) WHERE \(Likes.photoID) = \(photoID)) AS lastLikedAt
                    FROM \(Photo.self) WHERE \(Photo.Columns.id) = \(photoID)
                    """,
                cached: true
            )
        )
        let ids = viewers.map(\.id)
        let likers = try String.fetchSet(
            db,
            SQLRequest(
                literal: "SELECT \(Likes.viewer) FROM \(PhotoLike.self) WHERE \(Likes.photoID) = \(photoID) AND \(Likes.viewer) IN \(ids)",
                cached: true
            )
        )
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
        try LikeCounts.fetch(db, of: like.photoID, seenBy: [like.viewer], at: now).count(seenBy: like.viewer)
    }
}
