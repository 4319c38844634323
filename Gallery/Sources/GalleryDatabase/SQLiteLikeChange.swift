public import Trellis
public import GalleryDomain

/// ``LikePhoto`` and ``UnlikePhoto`` stored in SQLite: writes the change and reads the count it
/// left in one transaction, then tells ``LikeUpdates`` once it is committed, so every tab on
/// the photo shows it, and answers that count.
///
/// A like is stamped with the injected `\.date`, read when it is performed, so a test that
/// fixes the date knows what "last liked" will say.
///
/// ```swift
/// app.plug(LikePhoto.self, to: SQLiteLikeChange(.like, database: database, updates: updates))
/// ```
public struct SQLiteLikeChange: AsyncPerforming, Sendable {
    /// Which way the like goes.
    public enum Change: Sendable {
        case like
        case unlike
    }

    private let change: Change
    private let database: AppDatabase
    private let updates: LikeUpdates

    public init(_ change: Change, database: AppDatabase, updates: LikeUpdates) {
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
