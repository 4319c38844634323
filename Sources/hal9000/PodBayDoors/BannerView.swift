/// A banner view without UIKit (main-actor bound, like a `UIView`): it shows the last message it
/// was told to show, and nothing of the renders before.
@MainActor
public final class BannerView {
    /// What the banner shows now.
    public private(set) var text: String?

    /// How many times it was told to render: instrumentation for tests, not part of what it
    /// shows.
    public private(set) var renderCount = 0

    public init() {}
}

extension BannerView: BannerRendering {
    public func render(_ renderable: BannerRenderable) {
        text = renderable.message
        renderCount += 1
    }
}
