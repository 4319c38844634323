import LiveScreens
import Trellis

/// One photo, ready to show: the article's renderable, holding the photo template's data.
struct PhotoRenderable: Renderable {
    let photo: PhotoDetail
}

/// A view that shows one photo.
protocol PhotoRendering: Rendering<PhotoRenderable> {}

/// The view: a page region that renders `PhotoRenderable`s.
typealias PhotoView = RegionView<PhotoRenderable>

extension RegionView: PhotoRendering where Content == PhotoRenderable {}
