import Trellis

struct BannerRenderable: Renderable {
    let message: String
}

protocol BannerRendering: Rendering<BannerRenderable> {}

/// Could be subclassed.
class PodBayDoorsInteraction {
    private var banner = WeakRendering<BannerRenderable>()

    func didTapMainButton() {}
}

/// An interaction by what it does, whatever its name: it renders into a view it holds weakly.
class LikeHandler {
    weak var likes: (any BannerRendering)?

    func didTapLike() {}
}
