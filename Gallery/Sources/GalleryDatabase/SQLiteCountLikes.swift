public import Trellis
public import GalleryDomain

/// ``CountLikes`` read from SQLite: one indexed count and one lookup, on a WAL reader that never
/// waits for a writer, with the age of the latest like measured to the injected `\.date`'s now.
public struct SQLiteCountLikes: SyncPerforming, Sendable {
    private let database: AppDatabase

    public init(_ database: AppDatabase) {
        self.database = database
    }

    public func perform(_ like: Like) throws -> LikeCount {
        try database.likeCount(like, at: InjectedValues[\.date].now)
    }
}
