import GalleryDomain

/// One screen's controller, as UIKit's `UIViewController` is one: the platform every pattern
/// of the Gallery is given, so a pattern folder holds only what its article prescribes.
///
/// A controller shows one ``GalleryLocation`` of one ``LivePage``. A ``Window`` or a
/// ``NavigationController`` puts it on show: the page shows its location (URL, title, empty
/// regions), then the controller's ``viewDidLoad()`` fills the regions. Taps on the screen's
/// controls reach ``handle(_:)``. When it leaves the screen its container lets it go, and in a
/// debug build hands its ``parts`` to the leak detector (see ``Window``).
///
/// Subclass it and override what the screen needs:
///
/// ```swift
/// final class UsersViewController: ViewController {
///     override func viewDidLoad() async throws {
///         usersView.show(try await usersRepository.getUsers())
///     }
///
///     override func handle(_ event: ScreenEvent) async throws {
///         guard case let .openUser(user) = event else { return try await super.handle(event) }
///         try await navigationController?.pushViewController(PhotosViewController(page: page, location: .photos(user: user)))
///     }
/// }
/// ```
@MainActor
open class ViewController {
    /// The page the controller's views render into.
    public let page: LivePage
    /// The screen it shows: the page's URL, title and regions while it is on show.
    public let location: GalleryLocation
    /// The navigation controller showing it, if one is; weak, as in UIKit: the navigation
    /// controller owns the controller on show.
    public internal(set) weak var navigationController: NavigationController?
    /// The window showing it, if one is; weak: the window owns the controller on show.
    public internal(set) weak var window: Window?

    /// A controller of `location` on `page`; it shows nothing until a container puts it on show.
    public init(page: LivePage, location: GalleryLocation) {
        self.page = page
        self.location = location
    }

    /// The screen is on show with empty regions: load what it shows and render it.
    ///
    /// - Throws: ``GalleryError`` when the location names a user or photo that does not exist;
    ///   the container then shows the previous location again.
    open func viewDidLoad() async throws {}

    /// A tap on one of the screen's controls.
    ///
    /// The default has no controls but the back link: `back` pops the navigation controller
    /// showing the controller; everything else throws.
    ///
    /// - Throws: ``GalleryError/notOnThisScreen(_:)`` for a control the screen does not have.
    open func handle(_ event: ScreenEvent) async throws {
        if case .back = event, let navigationController {
            return try await navigationController.popViewController()
        }
        throw GalleryError.notOnThisScreen(event.name)
    }

    /// Returns once every render the controller started has reached the page (a presenter's
    /// delivery, a binding's pending render); the container awaits it after loading, after each
    /// tap, and whenever the page is read (``LiveModule/rendered()``). The default returns at
    /// once: a controller whose views render as they are told has nothing pending.
    open func rendered() async {}

    /// The controller and what it owns (views, presenters, interactions, …), named by their
    /// role in the pattern, for leak proofs. The default is the controller alone.
    open var parts: [(role: String, object: AnyObject)] {
        [("viewController", self)]
    }
}
