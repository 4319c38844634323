import Trellis

/// What the banner shows: the seed's renderable.
struct BannerRenderable: Renderable {
    let message: String
}

/// The seed's view protocol, as a Trellis `Rendering`.
protocol BannerRendering: Rendering<BannerRenderable> {}
