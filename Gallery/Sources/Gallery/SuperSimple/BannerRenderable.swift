import Trellis

extension SuperSimple {
    /// The seed's renderable: what HAL's banner says.
    struct BannerRenderable: Renderable {
        let banner: HALBanner
    }

    /// The seed's view protocol, as a Trellis `Rendering`.
    protocol BannerRendering: Rendering<BannerRenderable> {}

    /// The view: a page region that renders `BannerRenderable`s.
    typealias BannerView = RegionView<BannerRenderable>
}

extension RegionView: SuperSimple.BannerRendering where Content == SuperSimple.BannerRenderable {}
