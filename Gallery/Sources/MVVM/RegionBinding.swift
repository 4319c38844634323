package import LiveScreens

/// One region of the page bound to a view model: the notes' "View … binds with ViewModel",
/// done with Observation instead of Combine, RxSwift, Bond or KVO.
///
/// `content` reads the view model's properties into the fields the region's template reads;
/// the platform's ``RedrawLoop`` watches whatever it read and renders the region again after a
/// change: on the main actor's next turn, or at once through ``renderIfNeeded()``, which the
/// page calls when it has handled an event.
///
/// The binding holds its view model, never the other way round: the view model's change
/// callbacks reach the binding's loop weakly, and stop when it is gone.
@MainActor
package final class RegionBinding {
    /// The region it renders into.
    package let region: PageRegion
    /// Renders what the view model holds, or nothing while `content` reads `nil` (the region
    /// stays as it is).
    private let loop: RedrawLoop

    /// A binding of the region `content`'s type names (``RegionContent/region``) on `page`.
    package init<Content: RegionContent>(of page: LivePage, content: @escaping @MainActor () -> Content?) {
        region = Content.region
        loop = RedrawLoop(on: page) { [page] in
            if let content = content() { page.render(content) }
        }
    }

    /// The render a change scheduled for the main actor's next turn, if any.
    var scheduledRender: Task<Void, Never>? { loop.scheduledDraw }

    /// Renders the region from the view model now, and watches what it read.
    package func render() {
        loop.drawNow()
    }

    /// Renders now if the view model changed since the last render.
    package func renderIfNeeded() {
        loop.drawIfNeeded()
    }
}
