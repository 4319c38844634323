import GalleryDomain
import LiveScreens

/// The live module of one page, like a `UINavigationController`: it shows one view
/// controller at a time, hands the taps to it, and owns the back button.
@MainActor
final class NavigationController: LiveModule {
    private let page: LivePage
    /// The view controller on show; replacing it releases the previous one.
    private var topViewController: (any ViewController)?

    init(page: LivePage) {
        self.page = page
    }

    func start(at location: GalleryLocation) async throws {
        try await show(location)
    }

    func handle(_ event: ScreenEvent) async throws {
        guard case .back = event else {
            // Target-action: a tap goes to the controller whose view has the control.
            guard let topViewController else { throw GalleryError.notOnThisScreen(event.name) }
            return try await topViewController.handle(event)
        }
        guard let parent = page.location?.parent else { throw GalleryError.notOnThisScreen(event.name) }
        try await show(parent)
    }

    /// Replaces the view controller on show with the one for `location`, and loads it; if it
    /// fails to load (a user or photo that is not there), shows the previous location again
    /// and rethrows, so the page is never left half drawn.
    func show(_ location: GalleryLocation) async throws {
        try await page.navigate(to: location) { location in
            topViewController = nil
            page.show(location)
            let viewController = viewController(for: location)
            viewController.navigationController = self
            topViewController = viewController
            try await viewController.viewDidLoad()
        }
    }

    var parts: [(role: String, object: AnyObject)] {
        [("navigationController", self)] + (topViewController?.parts ?? [])
    }

    /// The storyboard, in code: which controller shows which screen.
    private func viewController(for location: GalleryLocation) -> any ViewController {
        switch location {
        case .users: UsersViewController(page: page)
        case let .photos(user): PhotosViewController(userID: user, page: page)
        case let .photo(user, photo): PhotoViewController(userID: user, photoID: photo, page: page)
        }
    }
}
