import Trellis

struct BannerRenderable: Renderable {
    let message: String
}

protocol BannerRendering: Rendering<BannerRenderable> {}

final class PodBayDoorsInteraction {
    private var banner = WeakRendering<BannerRenderable>()

    func didTapMainButton() {}
}

final class LikeHandler {
    weak var likes: (any BannerRendering)?

    func didTapLike() {}
}

/// Holds no view: named like one, but no interaction.
class LegacyInteraction {}

/// An actor cannot be inherited from.
actor SyncInteraction {
    private var banner = WeakRendering<BannerRenderable>()
}
