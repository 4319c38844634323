/// A weakly held view that an interaction renders into, which does nothing once the view
/// is gone.
///
/// A view owns its interaction, so the interaction must not own the view back. Keeping the
/// view in a `WeakRendering` avoids the retain cycle, and rendering after the view was
/// released is a quiet no-op instead of a crash.
///
/// ```swift
/// final class PodBayDoorsInteraction: PodBayDoorsInteracting {
///     private var banner = WeakRendering<BannerRenderable>()
///
///     func use(_ banner: any BannerRendering) {
///         self.banner.use(banner)
///     }
///
///     func didTapMainButton() {
///         banner.render(BannerRenderable(message: "I'm sorry, Dave."))
///     }
/// }
/// ```
@MainActor
public struct WeakRendering<Content: Renderable> {
    // MARK: - API

    /// The view, while something else keeps it alive.
    public weak var view: (any Rendering<Content>)?

    /// Holds no view yet; call ``use(_:)`` when the view exists.
    ///
    /// It is `nonisolated`, so an interaction that is not itself isolated to the main actor
    /// can declare `private var banner = WeakRendering<BannerRenderable>()`.
    public nonisolated init() {}

    /// Holds `view` weakly.
    ///
    /// ```swift
    /// let banner = WeakRendering(bannerView)
    /// ```
    ///
    /// - Parameter view: The view to render into. It may be an existential such as
    ///   `any BannerRendering`.
    public init<View: Rendering>(_ view: View) where View.Content == Content {
        self.view = view
    }

    /// Replaces the view rendered into, holding the new one weakly.
    ///
    /// ```swift
    /// func use(_ banner: any BannerRendering) {
    ///     self.banner.use(banner)
    /// }
    /// ```
    ///
    /// - Parameter view: The view to render into from now on.
    public mutating func use<View: Rendering>(_ view: View) where View.Content == Content {
        self.view = view
    }

    /// Renders into the view if it is still alive.
    ///
    /// ```swift
    /// if !banner.render(renderable) { /* the screen is gone; stop the work */ }
    /// ```
    ///
    /// - Parameter renderable: What to show.
    /// - Returns: `true` if a view rendered it, `false` if the view is gone (or was never set).
    @discardableResult
    public func render(_ renderable: Content) -> Bool {
        guard let view else { return false }
        view.render(renderable)
        return true
    }
}
