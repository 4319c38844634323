public import Trellis
import GalleryDomain

/// A view that shows one kind of renderable in one region of a page.
///
/// It has no state and only answers "how do I look?": it shows the part of the renderable the
/// region's template reads, the template turns it into HTML, and the page sends it. Patterns
/// whose views are `Rendering` types make it theirs with one line, keeping the articles' names:
///
/// ```swift
/// typealias BannerView = RegionView<BannerRenderable>
/// extension RegionView: BannerRendering where Content == BannerRenderable {}
///
/// BannerView(page: page, region: .banner, showing: \.banner)
/// ```
@MainActor
public final class RegionView<Content: Renderable>: Rendering {
    private let page: LivePage
    private let region: PageRegion
    private let fragment: (Content) -> Any

    /// A view rendering into `region` of `page` what `fragment` picks out of each renderable:
    /// a renderable holds the region's template data rather than repeating its fields.
    public init<Fragment>(page: LivePage, region: PageRegion, showing fragment: KeyPath<Content, Fragment>) {
        self.page = page
        self.region = region
        self.fragment = { $0[keyPath: fragment] }
    }

    public func render(_ renderable: Content) {
        page.render(fragment(renderable), in: region)
    }
}
