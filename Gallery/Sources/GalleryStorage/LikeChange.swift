public import GalleryDomain
public import Trellis

/// ``LikePhoto`` and ``UnlikePhoto`` on a ``LikeStore``: writes the change and reads the count
/// it left in one transaction, then tells ``LikeUpdates`` once it is committed, so every tab on
/// the photo shows it, and answers that count.
///
/// A like is stamped with the injected `\.date`, read when it is performed, so a test that
/// fixes the date knows what "last liked" will say.
///
/// ```swift
/// app.plug(LikePhoto.self, to: LikeChange(.like, in: database, updates: updates))
/// ```
public struct LikeChange<Store: LikeStore>: AsyncPerforming, Sendable {
    /// Which way the like goes.
    public enum Direction: Sendable {
        case like
        case unlike
    }

    private let direction: Direction
    private let store: Store
    private let updates: LikeUpdates

    public init(_ direction: Direction, in store: Store, updates: LikeUpdates) {
        self.direction = direction
        self.store = store
        self.updates = updates
    }

    public func perform(_ like: Like) async throws -> LikeCount {
        let now = InjectedValues[\.date].now
        let likes =
            switch direction {
            case .like: try await store.like(like, at: now)
            case .unlike: try await store.unlike(like, at: now)
            }
        await updates.likesDidChange(likes, by: like)
        return likes
    }
}
