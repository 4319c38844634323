import GalleryDomain
import LiveScreens
import Trellis

/// What the photo screen asks of the interaction behind its like button.
@MainActor
protocol LikeInteracting: AnyObject {
    func use(_ likes: any LikesRendering)
    func showLikes() async throws
    func didTapLike() async throws
    func didTapUnlike() async throws
}

/// Counts, likes and unlikes through Plug, renders the count, and renders the count it is
/// handed whenever another tab changes it.
@MainActor
final class LikeInteraction: LikeInteracting, LikeObserving {
    @Injected(\.likeUpdates) private var likeUpdates: LikeUpdates
    private let like: Like
    private var likes = WeakRendering<LikesRenderable>()
    /// Follows the photo's likes, and the time, while the interaction lives.
    private var likesSubscription: LikesSubscription?

    init(like: Like) {
        self.like = like
        likesSubscription = likeUpdates.observe(like, by: self)
    }

    func use(_ likes: any LikesRendering) {
        self.likes.use(likes)
    }

    func showLikes() async throws {
        show(try await action(CountLikes.self, like))
    }

    func didTapLike() async throws {
        show(try await action(LikePhoto.self, like))
    }

    func didTapUnlike() async throws {
        show(try await action(UnlikePhoto.self, like))
    }

    func likesDidChange(_ count: LikeCount, of _: Photo.ID) {
        show(count)
    }

    private func show(_ count: LikeCount) {
        likes.render(LikesRenderable(likes: PhotoLikes(photoID: like.photoID, likes: count)))
    }
}
