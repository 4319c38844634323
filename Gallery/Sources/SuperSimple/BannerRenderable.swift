import LiveScreens
import Trellis

/// The article's renderable: what HAL's banner says.
struct BannerRenderable: Renderable {
    let banner: HALBanner
}

/// The article's view protocol, as a Trellis `Rendering`.
protocol BannerRendering: Rendering<BannerRenderable> {}

/// The view: a page region that renders `BannerRenderable`s.
typealias BannerView = RegionView<BannerRenderable>

extension RegionView: BannerRendering where Content == BannerRenderable {}
