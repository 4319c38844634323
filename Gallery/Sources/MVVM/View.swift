import GalleryDomain
package import LiveScreens

/// One screen's view: it binds its view model to the page's regions and turns taps on its
/// controls into calls on the view model. It holds no state of its own and decides nothing.
@MainActor
package protocol View: AnyObject {
    associatedtype ViewModel: AnyObject
    var viewModel: ViewModel { get }
    /// The screen's regions, each bound to the view model.
    var bindings: [RegionBinding] { get }
    /// Asks the view model for what the screen shows.
    func load() async throws
    /// Passes a tap on one of the screen's controls to the view model.
    ///
    /// - Throws: ``GalleryError/notOnThisScreen(_:)`` for a control the screen does not have.
    func handle(_ event: ScreenEvent) async throws
}

extension View {
    /// Loads, then renders every region: the screen as it comes on show.
    package func appear() async throws {
        defer { render() }
        try await load()
    }

    /// Renders every region from the view model as it is now.
    package func render() {
        for binding in bindings {
            binding.render()
        }
    }

    /// Renders the regions whose part of the view model changed since they last rendered.
    package func renderIfNeeded() {
        for binding in bindings {
            binding.renderIfNeeded()
        }
    }

    /// The view, its view model and its bindings, for leak proofs.
    package var parts: [(role: String, object: AnyObject)] {
        [("view", self), ("viewModel", viewModel)] + bindings.map { ("\($0.region.rawValue)Binding", $0) }
    }
}
