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
/// BannerView(page: page, showing: \.banner)
/// ```
@MainActor
public final class RegionView<Content: Renderable>: Rendering {
    private let draw: (Content) -> Void

    /// A view rendering into `page` what `fragment` picks out of each renderable, in the region
    /// its type names: a renderable holds the region's template data rather than repeating its
    /// fields.
    public init<Fragment: RegionContent>(page: LivePage, showing fragment: KeyPath<Content, Fragment>) {
        draw = { [page] renderable in page.render(renderable[keyPath: fragment]) }
    }

    public func render(_ renderable: Content) {
        draw(renderable)
    }
}
