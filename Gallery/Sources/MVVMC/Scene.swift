import GalleryDomain
import LiveScreens
import MVVM
import Trellis

/// The live module of one page, in the role of the notes' scene delegate: it makes the
/// navigator and the first coordinator, starts the flow, and keeps the page on the screen
/// at the top of the navigator's stack.
///
/// The navigator is the kit's `StackNavigator`: the stack of routes is the page's URL, and
/// a deep link is parsed into one to start the flow from.
@MainActor
final class Scene: LiveModule {
    private let page: LivePage
    let navigator = StackNavigator<Route>()
    private let coordinator: UsersCoordinator

    init(page: LivePage) {
        self.page = page
        coordinator = UsersCoordinator(navigator: navigator, page: page)
    }

    func start(at location: GalleryLocation) async throws {
        coordinator.start(at: try RouteStack<Route>(path: location.path))
        try await showTop()
    }

    func handle(_ event: ScreenEvent) async throws {
        guard let view = coordinator.flow.last?.view else { throw GalleryError.notOnThisScreen(event.name) }
        let previous = navigator.stack
        defer { view.renderIfNeeded() }
        try await view.handle(event)
        guard navigator.stack != previous else { return }
        do {
            try await showTop()
        } catch {
            // The new screen cannot load: start the flow again where it was, as from a deep
            // link, so the page is never left half drawn.
            coordinator.finish()
            navigator.stack = RouteStack()
            coordinator.start(at: previous)
            try await showTop()
            throw error
        }
    }

    /// Renders now the regions of the screen on show whose part of the view model changed
    /// since they last rendered, as MVVM's navigation controller does.
    func rendered() async {
        coordinator.flow.last?.view?.renderIfNeeded()
    }

    var parts: [ScreenPart] {
        [ScreenPart("scene", self), ScreenPart("navigator", navigator)]
            + coordinator.flow.flatMap { [ScreenPart("coordinator", $0)] + ($0.view?.parts ?? []) }
    }

    /// Shows the path of the navigator's stack, then the view of the coordinator on top.
    func showTop() async throws {
        guard let location = GalleryLocation(path: navigator.stack.path) else {
            throw FlowError.noScreen(path: navigator.stack.path)
        }
        page.show(location)
        try await coordinator.flow.last?.view?.appear()
    }
}
