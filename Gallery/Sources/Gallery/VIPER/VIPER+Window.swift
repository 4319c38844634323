import Trellis

extension VIPER {
    /// The live module of one page: like the seed's `UIWindow`, it shows one module's entry
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
            switch location {
            case .users:
                try await show(UsersModule.UserRouter.start(), at: location)
            case let .photos(user):
                try await show(PhotosModule.PhotosRouter.start(user: user), at: location)
            case let .photo(user, photo):
                try await show(PhotoModule.PhotoRouter.start(user: user, photo: photo, viewer: page.viewer), at: location)
            }
        }

        func handle(_ event: ScreenEvent) async throws {
            guard let view = root?.entry else { throw GalleryError.notOnThisScreen(event.name) }
            try await view.handle(event)
        }

        var parts: [(role: String, object: AnyObject)] {
            [("window", self)] + (root?.parts ?? [])
        }

        /// Replaces the module on show with `module`, releasing the previous one, and loads it.
        /// If it cannot load (a user or photo that is not there), the previous location's module
        /// is started again and the error rethrown, so the page is never left half drawn.
        func show(_ module: some Screen, at location: GalleryLocation) async throws {
            let previous = page.location
            root = module
            module.entry.window = self
            page.show(location)
            do {
                try await module.entry.viewDidLoad()
            } catch {
                if let previous, previous != location { try await start(at: previous) }
                throw error
            }
        }
    }
}
