import Foundation
import GRDB
import GalleryDomain

extension LikeCounts {
    /// Reads the likes of `photoID` as each of `viewers` sees them, in `db`: the one read
    /// behind ``CountLikes``, ``LikeUpdates``' deliveries and the count a like answers.
    ///
    /// Two statements of one transaction, so they see the same likes: the photo's revision with
    /// its likes' count and latest date (one row), then which of `viewers` like it (lookups of
    /// `photoLike`'s primary key). Their SQL is ``LikeSQL``'s, made once: every click and every
    /// delivery runs them.
    ///
    /// - Parameter now: What the age of the latest like is measured to: the injected `\.date`'s
    ///   now, or the like's own date when a like answers its count.
    static func fetch(_ db: Database, of photoID: Photo.ID, seenBy viewers: Set<Viewer>, at now: Date) throws -> LikeCounts {
        let tally = try Row.fetchOne(db.cachedStatement(sql: LikeSQL.tally), arguments: [photoID])
        let ids = viewers.map(\.id)
        let likers = try String.fetchSet(
            db.cachedStatement(sql: LikeSQL.likers(among: ids.count)),
            arguments: StatementArguments([photoID.databaseValue] + ids.map(\.databaseValue))
        )
        let lastLikedAt: Date? = tally?[2]
        return LikeCounts(
            count: tally?[1] ?? 0,
            sinceLastLike: lastLikedAt.map { .seconds(now.timeIntervalSince($0)) },
            revision: tally?[0] ?? 0,
            likedBy: Dictionary(uniqueKeysWithValues: viewers.map { ($0, likers.contains($0.id)) })
        )
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
