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
/// A protocol with defaults rather than a class to inherit from, as the kit shares behaviour:
/// conform, store `page` and `location`, and implement what the screen needs.
///
/// ```swift
/// final class UsersViewController: ViewController {
///     let page: LivePage
///     let location = GalleryLocation.users
///
///     func viewDidLoad() async throws {
///         usersView.show(try await usersRepository.getUsers())
///     }
///
///     func handle(_ event: ScreenEvent) async throws {
///         guard case let .openUser(user) = event else { return try await handleUnmatched(event) }
///         try await navigationController?.pushViewController(PhotosViewController(page: page, user: user))
///     }
/// }
/// ```
@MainActor
public protocol ViewController: AnyObject {
    /// The page the controller's views render into.
    var page: LivePage { get }
    /// The screen it shows: the page's URL, title and regions while it is on show.
    var location: GalleryLocation { get }

    /// The screen is on show with empty regions: load what it shows and render it. By default
    /// there is nothing to load.
    ///
    /// - Throws: ``GalleryError`` when the location names a user or photo that does not exist;
    ///   the container then shows the previous location again.
    func viewDidLoad() async throws

    /// A tap on one of the screen's controls; by default ``handleUnmatched(_:)``.
    ///
    /// - Throws: ``GalleryError/notOnThisScreen(_:)`` for a control the screen does not have.
    func handle(_ event: ScreenEvent) async throws

    /// Returns once every render the controller started has reached the page (a presenter's
    /// delivery, a binding's pending render); the container awaits it after loading, after each
    /// tap, and whenever the page is read (``LiveModule/rendered()``). By default it returns at
    /// once: a controller whose views render as they are told has nothing pending.
    func rendered() async

    /// The controller and what it owns (views, presenters, interactions, …), named by their
    /// role in the pattern, for leak proofs; by default the controller alone.
    var parts: [ScreenPart] { get }
}

extension ViewController {
    /// The window showing the page, once one does.
    public var window: Window? { page.window }

    /// The navigation controller showing the page, if it is one that does.
    public var navigationController: NavigationController? { page.window?.navigationController }

    public func viewDidLoad() async throws {}

    public func handle(_ event: ScreenEvent) async throws {
        try await handleUnmatched(event)
    }

    /// What a screen does with a tap none of its controls took: `back` pops the navigation
    /// controller showing it; anything else throws.
    ///
    /// - Throws: ``GalleryError/notOnThisScreen(_:)`` for anything but `back` under a
    ///   navigation controller, and for `back` on its first screen.
    public func handleUnmatched(_ event: ScreenEvent) async throws {
        if case .back = event, let navigationController {
            return try await navigationController.popViewController()
        }
        throw GalleryError.notOnThisScreen(event.name)
    }

    public func rendered() async {}

    public var parts: [ScreenPart] {
        [ScreenPart("viewController", self)]
    }
}
