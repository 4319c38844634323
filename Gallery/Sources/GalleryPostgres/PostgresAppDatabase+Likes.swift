public import Foundation
public import GalleryDatabase
public import GalleryDomain
import Logging
import PostgresNIO

extension PostgresAppDatabase: LikeStore {
    /// Records `like`, made at `date`, and answers the photo's likes as `like.viewer` and each
    /// of `viewers` see them then, read in the same transaction; liking again changes nothing
    /// and keeps the first like's date.
    ///
    /// One statement (``LikeChangeStatement``), so one round trip and one transaction: a like
    /// that adds a row bumps the photo's revision and notifies ``likesChannel``, so the other
    /// instances hear of it when, and only if, it commits; the counts are read after it, and
    /// the revision's lock on the photo's row makes two changes of one photo commit one after
    /// the other, each reading the count the one before left.
    ///
    /// - Throws: ``GalleryError/unknownPhoto(_:)`` when the photo does not exist.
    @discardableResult
    public func like(_ like: Like, at date: Date, seenBy viewers: Set<Viewer>) async throws -> LikeCounts {
        do {
            return try await change(like, liking: true, at: date, seenBy: viewers)
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == "23503" {
            // The foreign key: no such photo.
            throw GalleryError.unknownPhoto(like.photoID)
        }
    }

    /// Removes `like` and answers the photo's likes as `like.viewer` and each of `viewers` see
    /// them then, read in the same transaction, as ``like(_:at:seenBy:)`` does; unliking a photo
    /// not liked changes nothing.
    @discardableResult
    public func unlike(_ like: Like, at now: Date, seenBy viewers: Set<Viewer>) async throws -> LikeCounts {
        try await change(like, liking: false, at: now, seenBy: viewers)
    }

    private func change(_ like: Like, liking: Bool, at date: Date, seenBy viewers: Set<Viewer>) async throws -> LikeCounts {
        let viewers = viewers.union([like.viewer])
        let notice = LikeNotice(photoID: like.photoID, instance: instance)
        let statement = LikeChangeStatement(like: like, liking: liking, date: date, viewers: viewers.map(\.id), notice: notice)
        return try await counts(statement, seenBy: viewers, at: date)
    }

    /// The likes of `photoID` as each of `viewers` sees them, with the age of the latest like
    /// measured to `now`: one statement, so every part of it sees the same likes.
    public func likeCounts(of photoID: Photo.ID, seenBy viewers: Set<Viewer>, at now: Date) async throws -> LikeCounts {
        try await counts(LikeCountsStatement(photoID: photoID, viewers: viewers.map(\.id)), seenBy: viewers, at: now)
    }

    /// The likes of `like.photoID` as `like.viewer` sees them.
    public func likeCount(_ like: Like, at now: Date) async throws -> LikeCount {
        try await likeCounts(of: like.photoID, seenBy: [like.viewer], at: now).count(seenBy: like.viewer)
    }

    /// Runs `statement` and reads its answer as `viewers` see it, with the age of the latest
    /// like measured to `now`; a photo that does not exist has no likes.
    private func counts(_ statement: some LikeCountsAnswer, seenBy viewers: Set<Viewer>, at now: Date) async throws -> LikeCounts {
        try await pool.withConnection { connection, logger in
            var counts = LikeCounts(count: 0, sinceLastLike: nil, revision: 0, likedBy: Dictionary(uniqueKeysWithValues: viewers.map { ($0, false) }))
            for try await (revision, count, lastLikedAt, likers) in try await connection.execute(statement, logger: logger) {
                counts.revision = revision
                counts.count = Int(count)
                counts.sinceLastLike = lastLikedAt.map { .seconds(now.timeIntervalSince($0)) }
                for liker in likers {
                    if let viewer = Viewer(id: liker) { counts.likedBy[viewer] = true }
                }
            }
            return counts
        }
    }
}

/// What a like's notification says: which photo's likes changed, and which instance changed
/// them, so that instance, which told its own pages already, skips it.
public struct LikeNotice: Hashable, Sendable {
    /// The photo whose likes changed.
    public let photoID: Photo.ID
    /// The ``PostgresAppDatabase/instance`` that changed them.
    public let instance: String

    /// A notice of `instance`'s change to the likes of `photoID`.
    public init(photoID: Photo.ID, instance: String) {
        self.photoID = photoID
        self.instance = instance
    }

    /// `photoID instance`, as sent.
    var payload: String { "\(photoID) \(instance)" }

    /// Reads a payload; `nil` for one the Gallery did not send.
    init?(payload: String) {
        let parts = payload.split(separator: " ")
        guard parts.count == 2, let photoID = Photo.ID(parts[0]) else { return nil }
        self.init(photoID: photoID, instance: String(parts[1]))
    }
}
