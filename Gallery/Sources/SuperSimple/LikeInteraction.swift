import GalleryDomain
import LiveScreens
import Trellis

/// What the photo screen asks of the interaction behind its like button.
@MainActor
protocol LikeInteracting: AnyObject {
    func use(_ likes: any LikesRendering)
    func showLikes() throws
    func didTapLike() async throws
    func didTapUnlike() async throws
}

/// Likes and unlikes through Plug, renders the count, and renders it again whenever
/// another tab changes it.
@MainActor
final class LikeInteraction: LikeInteracting, LikeObserving {
    @Injected(\.likeUpdates) private var likeUpdates: LikeUpdates
    private let like: Like
    private var likes = WeakRendering<LikesRenderable>()
    /// Follows the photo's likes, and the time, while the interaction lives.
    private var likesSubscription: LikesSubscription?

    init(like: Like) {
        self.like = like
        likesSubscription = likeUpdates.observe(like.photoID, by: self)
    }

    func use(_ likes: any LikesRendering) {
        self.likes.use(likes)
    }

    func showLikes() throws {
        let count = try action(CountLikes.self, like)
        likes.render(LikesRenderable(likes: PhotoLikes(photoID: like.photoID, likes: count)))
    }

    func didTapLike() async throws {
        try await action(LikePhoto.self, like)
        try showLikes()
    }

    func didTapUnlike() async throws {
        try await action(UnlikePhoto.self, like)
        try showLikes()
    }

    func likesDidChange(of _: Photo.ID) {
        try? showLikes()
    }
}
