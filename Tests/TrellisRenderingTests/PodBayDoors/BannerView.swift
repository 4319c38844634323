/// A fake banner view that remembers everything it was told to show (main-actor bound, like a
/// `UIView`).
@MainActor
final class BannerView {
    private(set) var shown: [BannerRenderable] = []

    /// What the banner shows now.
    var text: String? { shown.last?.message }
}

extension BannerView: BannerRendering {
    func render(_ renderable: BannerRenderable) {
        shown.append(renderable)
    }
}
