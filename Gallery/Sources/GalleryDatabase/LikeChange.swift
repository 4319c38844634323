import Foundation
public import GalleryDomain
public import Trellis

/// ``LikePhoto`` and ``UnlikePhoto`` on a ``LikeStore``: writes the change and reads the counts
/// it left in one transaction — as the liker and as every viewer whose page shows the photo see
/// them — then hands them to ``LikeUpdates`` once it is committed, so every tab on the photo
/// shows it with no read of its own, and answers the liker's count.
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
        try await change(like, at: InjectedValues[\.date].now)
    }

    /// The change itself, on the main actor, where ``LikeUpdates`` lives: it learns who
    /// watches the photo, writes, and tells them without crossing to another executor and
    /// back at each step; the store resumes it there once the write committed.
    @MainActor
    private func change(_ like: Like, at now: Date) async throws -> LikeCount {
        let watching = updates.viewers(of: like.photoID)
        let counts =
            switch direction {
            case .like: try await store.like(like, at: now, seenBy: watching)
            case .unlike: try await store.unlike(like, at: now, seenBy: watching)
            }
        await updates.likesDidChange(counts, by: like)
        return counts.count(seenBy: like.viewer)
    }
}
