import Trellis

/// Liking a photo.
public enum LikePhoto: AsyncAction {
    public typealias Input = Int
}

/// Counting a photo's likes.
public enum CountLikes: SyncAction {
    public typealias Input = Int
    public typealias Output = Int
}

extension Int {
    public func like() async throws {
        try await action(LikePhoto.self, self)
    }

    public func likes() throws -> Int {
        try CountLikes.perform(self)
    }
}
