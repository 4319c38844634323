import Observation
import GalleryDomain
package import LiveScreens

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
    private let page: LivePage
    /// What to render, or `nil` for nothing yet (the region stays as it is).
    private let content: @MainActor () -> Any?
    /// Whether a change was seen since the last render.
    private var needsRender = false
    /// Whether the view model tells this binding about its next change.
    private var isWatching = false
    /// The render a change scheduled for the main actor's next turn, if any: a test awaits
    /// its `value` to see the region render by itself.
    private(set) var scheduledRender: Task<Void, Never>?

    package init(_ region: PageRegion, of page: LivePage, content: @escaping @MainActor () -> Any?) {
        self.page = page
        self.region = region
        self.content = content
    }

    /// Renders the region from the view model now, and watches what it read.
    package func render() {
        needsRender = false
        let content: Any?
        if isWatching {
            content = self.content()
        } else {
            isWatching = true
            content = withObservationTracking(self.content) { [weak self] in
                // Observation calls this as the change begins, on the thread making it; view
                // models are main-actor isolated, so that is the main actor.
                MainActor.assumeIsolated { self?.setNeedsRender() }
            }
        }
        if let content {
            page.render(content, in: region)
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
