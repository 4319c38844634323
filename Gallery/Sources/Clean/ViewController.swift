import Trellis
import GalleryDomain
import LiveScreens

/// What the framework's `View` inherits from `UIViewController`: a place in a window, a
/// `viewDidLoad()`, and the controls the user taps; and, as the framework's `View<MyPresenter>`
/// is specialised with its presenter, the presenter it creates.
@MainActor
protocol ViewController: AnyObject {
    associatedtype ViewPresenter: Presenter
    /// The window showing the view; declared **`weak`**, the window owns the view.
    var window: Window? { get set }
    /// The presenter the view created and listens to; it goes when the view goes.
    var presenter: ViewPresenter { get }
    /// The view is on show: it listens to its presenter and asks it to load.
    func viewDidLoad() async throws
    /// A tap on one of the view's controls.
    ///
    /// - Throws: ``GalleryError/notOnThisScreen(_:)`` for a control the view does not have.
    func handle(_ event: ScreenEvent) async throws
}

extension ViewController {
    /// Draws `fragment`, the part of a view model the region's template reads, in `region` of
    /// the page its window shows.
    func render(_ fragment: some Sendable, in region: PageRegion) {
        window?.page.render(fragment, in: region)
    }

    /// The view, its presenter and the presenter's store, named, for leak proofs.
    var parts: [(role: String, object: AnyObject)] {
        [("view", self), ("presenter", presenter), ("viewModels", presenter.viewModels)]
    }
}
