public import GalleryDomain
public import Trellis

/// ``CountLikes`` on a ``LikeStore``, with the age of the latest like measured to the injected
/// `\.date`'s now.
///
/// ```swift
/// app.plug(CountLikes.self, to: StoredCountLikes(database))
/// ```
public struct StoredCountLikes<Store: LikeStore>: AsyncPerforming, Sendable {
    private let store: Store

    public init(_ store: Store) {
        self.store = store
    }

    public func perform(_ like: Like) async throws -> LikeCount {
        try await store.likeCount(like, at: InjectedValues[\.date].now)
    }
}
