public import GalleryDomain
import Trellis

/// ``LikesRepository`` on a ``LikeStore``: what ``LikeUpdates`` reads once per delivery, with
/// the age of the latest like measured to the injected `\.date`'s now.
public struct StoredLikesRepository<Store: LikeStore>: LikesRepository {
    private let store: Store

    public init(_ store: Store) {
        self.store = store
    }

    public func likeCounts(of photoID: Photo.ID, seenBy viewers: Set<Viewer>) async throws -> LikeCounts {
        try await store.likeCounts(of: photoID, seenBy: viewers, at: InjectedValues[\.date].now)
    }
}
