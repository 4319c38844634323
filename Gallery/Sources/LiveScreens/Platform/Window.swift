import GalleryDomain
import Trellis

/// The live module of one page, as UIKit's `UIWindow` is an app's: it shows one root view
/// controller at a time, hands it the page's taps, and lets it go when another takes its place.
///
/// ```swift
/// Window(page: page) { location in UsersViewController(page: page, location: location) }
/// ```
///
/// The storyboard it is made with gives the controller of a location: the one a deep link
/// starts with, and the one shown again when a new controller cannot load (a user or photo that
/// is not there), so the page is never left half drawn.
///
/// A controller taken off the window is released, and in a debug build whose leak detector is
/// on each of its ``ViewController/parts`` is handed to the detector, which reports any still
/// alive after its grace period — what Trellis's `ViperModule.detach()` does for one module,
/// done here for every pattern.
@MainActor
public final class Window: LiveModule {
    /// The page it shows.
    public let page: LivePage
    /// The controller on show.
    public private(set) var rootViewController: (any ViewController)?
    /// The controller of each location.
    let storyboard: @MainActor (GalleryLocation) -> any ViewController
    /// The navigation controller this window works for, if any.
    package internal(set) weak var navigationController: NavigationController?

    /// A window on `page` whose `storyboard` makes the controller of each location.
    public init(page: LivePage, storyboard: @escaping @MainActor (GalleryLocation) -> any ViewController) {
        self.page = page
        self.storyboard = storyboard
    }

    /// Shows the storyboard's controller of `location`, as a deep link does.
    public func start(at location: GalleryLocation) async throws {
        try await setRootViewController(storyboard(location))
    }

    /// Shows the storyboard's controller of `location` in place of the controller on show.
    public func show(_ location: GalleryLocation) async throws {
        try await setRootViewController(storyboard(location))
    }

    /// Replaces the controller on show with `viewController`, releasing the previous one, and
    /// loads it. If it cannot load, the storyboard's controller of the previous location is
    /// shown again and the error rethrown.
    public func setRootViewController(_ viewController: any ViewController) async throws {
        var next: (any ViewController)? = viewController
        try await page.navigate(to: viewController.location) { location in
            let viewController = next.take() ?? storyboard(location)
            replace(with: viewController)
            try await viewController.viewDidLoad()
            await viewController.rendered()
        }
    }

    public func handle(_ event: ScreenEvent) async throws {
        guard let rootViewController else { throw GalleryError.notOnThisScreen(event.name) }
        do {
            try await rootViewController.handle(event)
        } catch {
            await self.rootViewController?.rendered()
            throw error
        }
        await self.rootViewController?.rendered()
    }

    public func rendered() async {
        await rootViewController?.rendered()
    }

    public var parts: [ScreenPart] {
        [ScreenPart("window", self)] + (rootViewController?.parts ?? [])
    }

    /// Takes the controller on show off the window, then puts `viewController` on it.
    func replace(with viewController: any ViewController, file: StaticString = #fileID, line: UInt = #line) {
        if let leaving = rootViewController {
            rootViewController = nil
            Self.expectDeallocation(of: leaving.parts, file: file, line: line)
        }
        page.window = self
        page.show(viewController.location)
        rootViewController = viewController
    }

    /// Hands `parts` to the leak detector, in a debug build whose detector is on.
    static func expectDeallocation(of parts: [ScreenPart], file: StaticString, line: UInt) {
        #if DEBUG
            let detector = LeakDetector.current
            guard detector.isEnabled else { return }
            for part in parts {
                detector.expectDeallocation(of: part.object, dismissedAt: file, line: line)
            }
        #endif
    }
}
