import GRDB
public import GalleryDomain
import Trellis

/// ``LikesRepository`` reading SQLite: what ``LikeUpdates`` reads once per delivery, for every
/// page on the photo — the count, the date of the latest like and which of the pages' viewers
/// like it, in one read transaction on the database's reader, with the age measured to the
/// injected `\.date`'s now.
public struct SQLiteLikesRepository: LikesRepository {
    private let database: AppDatabase

    /// Reads the likes of `database`; ``configureGallery(_:database:)`` gives it to the hub.
    public init(_ database: AppDatabase) {
        self.database = database
    }

    /// Reads on the database's reader, so the delivery waiting for it leaves the main actor to
    /// the pages meanwhile.
    public func likeCounts(of photoID: Photo.ID, seenBy viewers: Set<Viewer>) async throws -> LikeCounts {
        let now = InjectedValues[\.date].now
        return try await database.reader.read { db in try LikeCounts.fetch(db, of: photoID, seenBy: viewers, at: now) }
    }
}
