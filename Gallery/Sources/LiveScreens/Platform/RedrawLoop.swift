import Observation

/// The platform's redraw loop, as UIKit's `setNeedsLayout`/`layoutIfNeeded` is: a view draws
/// through it, what the drawing read is watched, and a change marks the view as needing a draw.
/// The draw comes on the main actor's next turn, or at once through ``drawIfNeeded()``, which
/// a view calls when it has handled an event, so the answer to an event carries what it changed.
///
/// A change made while its page handles a click schedules nothing: the click ends by asking
/// the page's module for what it rendered (``LivePage/handle(_:by:)``), which draws it, as a
/// UIKit view changed during an event is laid out once, at the end of the run loop's turn.
///
/// MVVM's bindings and Unidirectional's views both draw through it. The loop holds only its
/// drawing; what it watches reaches it weakly, so a view that is let go draws nothing more.
@MainActor
package final class RedrawLoop {
    /// The page it draws on, whose clicks end with a draw.
    private weak var page: LivePage?
    /// Reads what it shows and draws it.
    private let draw: @MainActor () -> Void
    /// Whether a change was seen since the last draw.
    private var needsDraw = false
    /// Whether what the last draw read tells this loop about its next change.
    private var isWatching = false
    /// The draw a change scheduled for the main actor's next turn, if any: a test awaits its
    /// `value` to see the view draw by itself.
    package private(set) var scheduledDraw: Task<Void, Never>?

    /// A loop that draws on `page` with `draw`, which must not hold what holds the loop.
    package init(on page: LivePage, _ draw: @escaping @MainActor () -> Void) {
        self.page = page
        self.draw = draw
    }

    /// Draws now, and watches what the drawing read.
    package func drawNow() {
        needsDraw = false
        if isWatching {
            draw()
        } else {
            isWatching = true
            withObservationTracking(draw) { [weak self] in
                // Observation calls this as the change begins, on the thread making it; what a
                // view draws from is main-actor isolated, so that is the main actor.
                MainActor.assumeIsolated { self?.setNeedsDraw() }
            }
        }
    }

    /// Draws now if what the last draw read changed since.
    package func drawIfNeeded() {
        if needsDraw {
            drawNow()
        }
    }

    /// Marks the view as changed and draws it on the main actor's next turn, unless
    /// ``drawIfNeeded()`` comes first or a click is under way on the page (its end draws);
    /// changes before that draw make one draw of the latest.
    private func setNeedsDraw() {
        isWatching = false
        guard !needsDraw else { return }
        needsDraw = true
        guard page?.isHandlingClick != true else { return }
        scheduledDraw = Task { [weak self] in
            self?.drawIfNeeded()
        }
    }
}
