import GalleryDomain

/// The live module of a page whose screens lead down, one from the other, as UIKit's
/// `UINavigationController` is an app's: controllers push the next screen, and the back link
/// pops to the one above.
///
/// ```swift
/// NavigationController(page: page) { location in
///     switch location {
///     case .users: UsersViewController(page: page, location: location)
///     …
///     }
/// }
/// ```
///
/// A page shows one screen, and the Gallery keeps nothing it does not show: a controller
/// pushed takes the place of the one on show, which is released (and, in a debug build, handed
/// to the leak detector, see ``Window``). Popping shows the storyboard's controller of the
/// parent location (``GalleryLocation/parent``), loaded afresh, as a deep link to it would be;
/// so ``viewControllers`` is the controller on show, and a deep link back is the same page as
/// a back from a tap.
@MainActor
public final class NavigationController: LiveModule {
    private let window: Window

    /// A navigation controller on `page` whose `storyboard` makes the controller of each
    /// location: the one a deep link starts with, and the one a pop leads back to.
    public init(page: LivePage, storyboard: @escaping @MainActor (GalleryLocation) -> any ViewController) {
        window = Window(page: page, storyboard: storyboard)
        window.navigationController = self
    }

    /// The page it shows.
    public var page: LivePage { window.page }

    /// The controller on show.
    public var topViewController: (any ViewController)? { window.rootViewController }

    /// The controllers it keeps: the one on show.
    public var viewControllers: [any ViewController] { topViewController.map { [$0] } ?? [] }

    /// Shows the storyboard's controller of `location`, as a deep link does.
    public func start(at location: GalleryLocation) async throws {
        try await window.start(at: location)
    }

    /// Shows `viewController` in place of the controller on show, and loads it; if it cannot
    /// load, the previous screen is shown again and the error rethrown.
    public func pushViewController(_ viewController: any ViewController) async throws {
        try await window.setRootViewController(viewController)
    }

    /// Shows the storyboard's controller of the parent location.
    ///
    /// - Throws: ``GalleryError/notOnThisScreen(_:)`` (`back`) on the first screen, which has
    ///   no back link; or what the parent screen threw while it loaded.
    public func popViewController() async throws {
        guard let parent = topViewController?.location.parent else { throw GalleryError.notOnThisScreen("back") }
        try await window.setRootViewController(window.storyboard(parent))
    }

    /// Shows the last of `viewControllers`, as ``pushViewController(_:)`` does; the others are
    /// not kept (the page shows one screen), so popping makes their screens again.
    public func setViewControllers(_ viewControllers: [any ViewController]) async throws {
        guard let top = viewControllers.last else { return }
        try await pushViewController(top)
    }

    public func handle(_ event: ScreenEvent) async throws {
        try await window.handle(event)
    }

    public func rendered() async {
        await window.rendered()
    }

    public var parts: [ScreenPart] {
        [ScreenPart("navigationController", self), ScreenPart("window", window)]
            + (topViewController?.parts ?? [])
    }
}
