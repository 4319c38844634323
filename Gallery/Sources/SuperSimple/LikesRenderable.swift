import LiveScreens
import Trellis

/// A photo's like button and count, as one viewer sees them: the article's renderable,
/// holding the likes template's data.
struct LikesRenderable: Renderable {
    let likes: PhotoLikes
}

/// A view that shows a like button and count.
protocol LikesRendering: Rendering<LikesRenderable> {}

/// The view: a page region that renders `LikesRenderable`s.
typealias LikesView = RegionView<LikesRenderable>

extension RegionView: LikesRendering where Content == LikesRenderable {}
