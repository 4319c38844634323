public import Trellis

/// ``UnlikePhoto`` stored in SQLite; tells ``LikeUpdates`` once the change is committed.
public struct SQLiteUnlikePhoto: AsyncPerforming, Sendable {
    private let database: AppDatabase
    private let updates: LikeUpdates

    public init(_ database: AppDatabase, updates: LikeUpdates) {
        self.database = database
        self.updates = updates
    }

    public func perform(_ like: Like) async throws {
        try await database.unlike(like)
        await updates.likesDidChange(of: like.photoID)
    }
}
