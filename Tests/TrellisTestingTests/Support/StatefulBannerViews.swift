import ArticleExamples
import Trellis

// Views that break the stateless-view rule, each in a way real views do.

/// Appends every message instead of replacing the text, like a label whose text is added to.
@MainActor
final class AppendingBannerView: BannerRendering {
    private(set) var text = ""

    func render(_ renderable: BannerRenderable) {
        text += renderable.message
    }
}

/// Keeps the previous text when told to show an empty message, like a view that skips
/// "no change" updates.
@MainActor
final class StickyBannerView: BannerRendering {
    private(set) var text = ""

    func render(_ renderable: BannerRenderable) {
        guard !renderable.message.isEmpty else { return }
        text = renderable.message
    }
}
