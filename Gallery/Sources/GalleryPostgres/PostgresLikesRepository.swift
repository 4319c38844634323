public import GalleryDomain
import Trellis

/// ``LikesRepository`` on PostgreSQL: what ``LikeUpdates`` reads once per delivery.
public struct PostgresLikesRepository: LikesRepository {
    private let database: PostgresAppDatabase

    public init(_ database: PostgresAppDatabase) {
        self.database = database
    }

    public func likeCounts(of photoID: Photo.ID, seenBy viewers: Set<Viewer>) async throws -> LikeCounts {
        try await database.likeCounts(of: photoID, seenBy: viewers, at: InjectedValues[\.date].now)
    }
}
