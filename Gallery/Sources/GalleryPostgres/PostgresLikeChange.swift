public import GalleryDomain
public import Trellis

/// ``LikePhoto`` and ``UnlikePhoto`` on PostgreSQL: writes the change and reads the count it
/// left in one transaction, which also notifies the other instances; then tells this
/// instance's pages through ``LikeUpdates`` and answers that count.
///
/// ```swift
/// app.plug(LikePhoto.self, to: PostgresLikeChange(.like, database: database, updates: updates))
/// ```
public struct PostgresLikeChange: AsyncPerforming, Sendable {
    /// Which way the like goes.
    public enum Change: Sendable {
        case like
        case unlike
    }

    private let change: Change
    private let database: PostgresAppDatabase
    private let updates: LikeUpdates

    public init(_ change: Change, database: PostgresAppDatabase, updates: LikeUpdates) {
        self.change = change
        self.database = database
        self.updates = updates
    }

    public func perform(_ like: Like) async throws -> LikeCount {
        let now = InjectedValues[\.date].now
        let likes =
            switch change {
            case .like: try await database.like(like, at: now)
            case .unlike: try await database.unlike(like, at: now)
            }
        await updates.likesDidChange(likes, by: like)
        return likes
    }
}
