/// A view that can show one kind of ``Renderable``, seen by the code that drives it only
/// through this ability.
///
/// Interactions and presenters talk to a view through a small protocol instead of its
/// concrete type, so they can be tested with a fake and reused with any UI toolkit. Refine
/// `Rendering` with the renderable fixed, and make the view conform:
///
/// ```swift
/// protocol BannerRendering: Rendering<BannerRenderable> {}
///
/// final class BannerView: UIView, BannerRendering {
///     func render(_ renderable: BannerRenderable) {
///         bannerLabel.text = renderable.message
///     }
/// }
/// ```
///
/// A view must look the same every time it renders the same renderable, and accept any
/// number of renderables in any order. Rendering happens on the main actor.
///
/// > Note: A plain `protocol BannerRendering: AnyObject { func render(_: BannerRenderable) }`,
/// > as in the original pattern, works too; refining `Rendering` adds ``WeakRendering`` and
/// > `any Rendering<BannerRenderable>` for code that handles any view of a renderable.
@MainActor
public protocol Rendering<Content>: AnyObject {
    /// The renderable this view shows.
    associatedtype Content: Renderable

    /// Shows `renderable`, replacing whatever the view showed before.
    ///
    /// - Parameter renderable: Everything the view needs, already formatted.
    func render(_ renderable: Content)
}
