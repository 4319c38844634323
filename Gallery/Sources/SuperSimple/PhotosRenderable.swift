import LiveScreens
import Trellis

/// One user's photo grid, ready to show: the article's renderable, holding the photos
/// template's data.
struct PhotosRenderable: Renderable {
    let grid: PhotoGrid
}

/// A view that shows a photo grid.
protocol PhotosRendering: Rendering<PhotosRenderable> {}

/// The view: a page region that renders `PhotosRenderable`s.
typealias PhotosView = RegionView<PhotosRenderable>

extension RegionView: PhotosRendering where Content == PhotosRenderable {}
