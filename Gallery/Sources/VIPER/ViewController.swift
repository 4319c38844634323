import GalleryDomain
import LiveScreens

/// What the notes' views inherit from `UIViewController`: a place in a window, a
/// `viewDidLoad()`, and the controls the user taps.
///
/// Each module's `EntryPoint` is its `AnyView` and this, as in the notes.
@MainActor
protocol ViewController: AnyObject {
    /// The window showing the view; declared **`weak`**, the window owns the view.
    var window: Window? { get set }
    /// The view is on show: it asks its presenter for what to show.
    func viewDidLoad() async throws
    /// A tap on one of the view's controls, passed on to its presenter.
    ///
    /// - Throws: ``GalleryError/notOnThisScreen(_:)`` for a control the view does not have.
    func handle(_ event: ScreenEvent) async throws
}

extension ViewController {
    /// Draws `content`, the data the region's template reads, in `region` of the page its
    /// window shows.
    func render(_ content: some Sendable, in region: PageRegion) {
        window?.page.render(content, in: region)
    }
}
