public import Foundation
public import GalleryDomain
public import GalleryDatabase
import GRDB

/// The likes on SQLite: the writes are ``AppDatabase``'s, the reads ``LikeCounts``' and
/// ``LikeCount``'s requests, run on the ``AppDatabase/reader``, which never blocks the caller's
/// thread.
extension AppDatabase: LikeStore {
    public func likeCount(_ like: Like, at now: Date) async throws -> LikeCount {
        try await read { db in try LikeCount.fetch(db, like, at: now) }
    }

    public func likeCounts(of photoID: Photo.ID, seenBy viewers: Set<Viewer>, at now: Date) async throws -> LikeCounts {
        try await read { db in try LikeCounts.fetch(db, of: photoID, seenBy: viewers, at: now) }
    }
}
