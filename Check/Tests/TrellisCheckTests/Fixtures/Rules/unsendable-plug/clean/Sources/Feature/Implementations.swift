import Trellis

/// The likes sent: state that changes, in an actor.
public actor SentLikes {
    private var count = 0

    public init() {}

    func add() {
        count += 1
    }
}

/// Likes a photo, and counts the likes it sent.
public final class NetworkLikePhoto: AsyncPerforming, Sendable {
    let sent = SentLikes()

    public init() {}

    public func perform(_ photo: Int) async throws {
        await sent.add()
    }
}

/// Counts a photo's likes.
public struct StoredCountLikes: SyncPerforming, Sendable {
    public init() {}

    public func perform(_ photo: Int) throws -> Int {
        photo
    }
}
