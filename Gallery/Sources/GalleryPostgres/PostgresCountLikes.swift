public import GalleryDomain
public import Trellis

/// ``CountLikes`` on PostgreSQL, with the age of the latest like measured to the injected
/// `\.date`'s now.
///
/// ```swift
/// app.plug(CountLikes.self, to: PostgresCountLikes(database))
/// ```
public struct PostgresCountLikes: AsyncPerforming, Sendable {
    private let database: PostgresAppDatabase

    public init(_ database: PostgresAppDatabase) {
        self.database = database
    }

    public func perform(_ like: Like) async throws -> LikeCount {
        try await database.likeCount(like, at: InjectedValues[\.date].now)
    }
}
