public import Trellis

/// A view that shows one kind of renderable in one region of a page.
///
/// It has no state and only answers "how do I look?": the region's template turns the
/// renderable into HTML, and the page sends it. Patterns whose views are `Rendering` types
/// make it theirs with one line, keeping the seed's names:
///
/// ```swift
/// typealias BannerView = RegionView<BannerRenderable>
/// extension RegionView: BannerRendering where Content == BannerRenderable {}
/// ```
@MainActor
public final class RegionView<Content: Renderable>: Rendering {
    private let page: LivePage
    private let region: PageRegion

    /// A view rendering into `region` of `page`.
    public init(page: LivePage, region: PageRegion) {
        self.page = page
        self.region = region
    }

    public func render(_ renderable: Content) {
        page.render(renderable, in: region)
    }
}
