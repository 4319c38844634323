import GRDB
public import Trellis
public import GalleryDomain

/// ``CountLikes`` read from SQLite: the photo's count, the date of its latest like and the
/// viewer's own like, in one read transaction on the database's reader — off the main actor,
/// on a WAL reader that never waits for a writer — with the age of the latest like measured to
/// the injected `\.date`'s now.
public struct SQLiteCountLikes: AsyncPerforming, Sendable {
    private let database: AppDatabase

    public init(_ database: AppDatabase) {
        self.database = database
    }

    public func perform(_ like: Like) async throws -> LikeCount {
        let now = InjectedValues[\.date].now
        return try await database.reader.read { db in try LikeCount.fetch(db, like, at: now) }
    }
}
