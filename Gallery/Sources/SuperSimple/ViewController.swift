import GalleryDomain
import LiveScreens

/// One screen's controller, as in the article: it owns its views and interactions, and
/// forwards taps on its controls to the interactions.
@MainActor
protocol ViewController: AnyObject {
    /// Loads and renders everything the screen shows.
    func start() async throws
    /// Forwards a tap on one of the screen's controls to its interaction.
    func handle(_ event: ScreenEvent) async throws
    /// The controller, its views and its interactions, named, for leak proofs.
    var parts: [(role: String, object: AnyObject)] { get }
}
