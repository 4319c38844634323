package import LiveScreens
import Observation

/// One region of the page bound to a view model: the notes' "View … binds with ViewModel",
/// done with Observation instead of Combine, RxSwift, Bond or KVO.
///
/// `content` reads the view model's properties into the fields the region's template reads;
/// whatever it read is watched, and a change marks the region as needing a render. As with
/// a UIKit view's layout, the render comes on the main actor's next turn, or at once through
/// ``renderIfNeeded()``, which the page calls when it has handled an event, so the answer to
/// an event carries what the event changed.
///
/// The binding holds its view model, never the other way round: the view model's change
/// callbacks reach the binding weakly, and stop when it is gone.
@MainActor
package final class RegionBinding {
    /// The region it renders into.
    package let region: PageRegion
    /// Reads the view model and renders what it read, or nothing while it reads `nil` (the
    /// region stays as it is).
    private let draw: @MainActor () -> Void
    /// Whether a change was seen since the last render.
    private var needsRender = false
    /// Whether the view model tells this binding about its next change.
    private var isWatching = false
    /// The render a change scheduled for the main actor's next turn, if any: a test awaits
    /// its `value` to see the region render by itself.
    private(set) var scheduledRender: Task<Void, Never>?

    /// A binding of the region `content`'s type names (``RegionContent/region``) on `page`.
    package init<Content: RegionContent>(of page: LivePage, content: @escaping @MainActor () -> Content?) {
        region = Content.region
        draw = { [page] in
            if let content = content() { page.render(content) }
        }
    }

    /// Renders the region from the view model now, and watches what it read.
    package func render() {
        needsRender = false
        if isWatching {
            draw()
        } else {
            isWatching = true
            withObservationTracking(draw) { [weak self] in
                // Observation calls this as the change begins, on the thread making it; view
                // models are main-actor isolated, so that is the main actor.
                MainActor.assumeIsolated { self?.setNeedsRender() }
            }
        }
    }

    /// Renders now if the view model changed since the last render.
    package func renderIfNeeded() {
        if needsRender {
            render()
        }
    }

    /// Marks the region as changed and renders it on the main actor's next turn, unless
    /// ``renderIfNeeded()`` comes first.
    private func setNeedsRender() {
        isWatching = false
        guard !needsRender else { return }
        needsRender = true
        scheduledRender = Task { [weak self] in
            self?.renderIfNeeded()
        }
    }
}
