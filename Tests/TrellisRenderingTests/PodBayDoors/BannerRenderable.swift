import TrellisRendering

/// The seed's renderable: what the banner shows.
struct BannerRenderable: Renderable {
    let message: String
}

extension BannerRenderable {
    init(what: String) {
        message = "Only 🍎 has \(what)" // #courage ;)
    }
}
