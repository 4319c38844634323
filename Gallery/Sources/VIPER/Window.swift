import Trellis
import GalleryDomain
import LiveScreens

/// The live module of one page: like the notes' `UIWindow`, it shows one module's entry
/// view at a time. Routers put the next module in it; a deep link starts here.
@MainActor
final class Window: LiveModule {
    let page: LivePage
    /// The module on show: its view, held strongly, keeps the rest of it.
    private var root: (any Screen)?

    init(page: LivePage) {
        self.page = page
    }

    /// Starts the module of `location`, as an app starts its first module with `start()`.
    func start(at location: GalleryLocation) async throws {
        try await show(module(at: location), at: location)
    }

    func handle(_ event: ScreenEvent) async throws {
        guard let view = root?.entry else { throw GalleryError.notOnThisScreen(event.name) }
        try await view.handle(event)
    }

    var parts: [(role: String, object: AnyObject)] {
        [("window", self)] + (root?.parts ?? [])
    }

    /// Replaces the module on show with `module`, a router's, releasing the previous one, and
    /// loads it. If it cannot load (a user or photo that is not there), the page's navigation
    /// brings the previous location back with a module started as a deep link starts one.
    func show(_ module: some Screen, at location: GalleryLocation) async throws {
        var routed: (any Screen)? = module
        try await page.navigate(to: location) { location in
            let module = routed.take() ?? self.module(at: location)
            // The module on show leaves the screen: in a debug build whose leak detector is
            // on, each of its parts still alive a moment after this is reported.
            root?.detach(file: #fileID, line: #line)
            root = module
            module.entry.window = self
            page.show(location)
            try await module.entry.viewDidLoad()
        }
    }

    /// The module a deep link to `location` starts.
    private func module(at location: GalleryLocation) -> any Screen {
        switch location {
        case .users: UsersModule.UserRouter.start()
        case let .photos(user): PhotosModule.PhotosRouter.start(user: user)
        case let .photo(user, photo): PhotoModule.PhotoRouter.start(user: user, photo: photo, viewer: page.viewer)
        }
    }
}
