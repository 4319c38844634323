import GalleryDomain
import LiveScreens

/// One screen's controller: the link between its views and the model.
@MainActor
protocol ViewController: AnyObject {
    /// Where the controller goes to show another screen; held weakly, as in UIKit.
    var navigationController: NavigationController? { get set }
    /// Fetches what the screen shows from the model and sends it to the views.
    func viewDidLoad() async throws
    /// A tap on one of the screen's controls.
    ///
    /// - Throws: ``GalleryError/notOnThisScreen(_:)`` when the screen has no such control.
    func handle(_ event: ScreenEvent) async throws
    /// The controller and its views, named, for leak proofs.
    var parts: [(role: String, object: AnyObject)] { get }
}
