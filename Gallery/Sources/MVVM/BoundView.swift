package import LiveScreens

/// One screen's view, bound to its view model: each of the page's regions it shows renders
/// from the view model, and taps on its controls become calls on the view model. It holds no
/// state of its own and decides nothing.
///
/// A view is the platform's view controller, as a UIKit app's MVVM screen is one: it comes on
/// show with ``appear()`` (its `viewDidLoad()`), and the regions its view model changed by
/// itself are rendered when the page is read (its `rendered()`).
@MainActor
package protocol BoundView: ViewController {
    associatedtype ViewModel: AnyObject
    var viewModel: ViewModel { get }
    /// The screen's regions, each bound to the view model.
    var bindings: [RegionBinding] { get }
    /// Asks the view model for what the screen shows.
    func load() async throws
}

extension BoundView {
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

    /// The platform's `viewDidLoad()`: the view comes on show.
    package func viewDidLoad() async throws {
        try await appear()
    }

    /// The platform's `rendered()`: the regions the view model changed by itself are drawn now.
    package func rendered() async {
        renderIfNeeded()
    }

    /// The view, its view model and its bindings, for leak proofs.
    package var parts: [ScreenPart] {
        [ScreenPart("view", self), ScreenPart("viewModel", viewModel)]
            + bindings.map { ScreenPart("\($0.region.rawValue)Binding", $0) }
    }
}
