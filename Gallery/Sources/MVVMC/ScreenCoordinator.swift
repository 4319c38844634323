import MVVM
import Trellis

/// A coordinator that runs one screen: it pushed that screen's route, and made its view
/// and view model in `start()`, as the notes' `ExampleCoordinator` does.
///
/// Each coordinator of the flow starts the next one as a child, so the flow is a chain
/// that mirrors the navigator's stack, and the screen on show is the last one's.
@MainActor
protocol ScreenCoordinator: Coordinator {
    /// The screen's view, once started.
    var view: (any BoundView)? { get }
}

extension ScreenCoordinator {
    /// This coordinator and the children it runs, down to the one on show.
    var flow: [any ScreenCoordinator] {
        var flow: [any ScreenCoordinator] = [self]
        while let child = flow[flow.count - 1].children.coordinators.last as? any ScreenCoordinator {
            flow.append(child)
        }
        return flow
    }
}
