public import Trellis

/// ``LikePhoto`` stored in SQLite; tells ``LikeUpdates`` once the like is committed.
public struct SQLiteLikePhoto: AsyncPerforming, Sendable {
    private let database: AppDatabase
    private let updates: LikeUpdates

    public init(_ database: AppDatabase, updates: LikeUpdates) {
        self.database = database
        self.updates = updates
    }

    public func perform(_ like: Like) async throws {
        try await database.like(like)
        await updates.likesDidChange(of: like.photoID)
    }
}
