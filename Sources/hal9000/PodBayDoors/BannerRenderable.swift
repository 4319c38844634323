public import TrellisRendering

/// Super Simple Architecture's renderable: what the banner shows.
public struct BannerRenderable: Renderable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}

extension BannerRenderable {
    public init(what: String) {
        message = "Only 🍎 has \(what)" // #courage ;)
    }
}
