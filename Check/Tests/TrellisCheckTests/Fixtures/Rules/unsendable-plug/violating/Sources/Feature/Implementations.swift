import Trellis

/// Likes a photo, and counts the likes it sent.
public final class NetworkLikePhoto: AsyncPerforming {
    var count = 0

    public init() {}

    public func perform(_ photo: Int) async throws {
        count += 1
    }
}

/// Counts a photo's likes: public, so never inferred `Sendable`.
public struct StoredCountLikes: SyncPerforming {
    public init() {}

    public func perform(_ photo: Int) throws -> Int {
        photo
    }
}
