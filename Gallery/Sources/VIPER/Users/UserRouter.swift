import GalleryDomain
import LiveScreens
import Trellis

extension UsersModule {
    /// The notes' router contract: where the users list can lead.
    protocol AnyRouter: ViperRouter {
        func showPhotos(of user: User.ID) async throws
    }

    /// Creates the users module, and the photos module when the presenter asks for it.
    final class UserRouter: AnyRouter {
        /// Weak: the view owns the module.
        weak var entry: EntryPoint?
        /// Weak: the presenter owns the router.
        weak var presenter: (any AnyPresenter)?

        static func start(page: LivePage) -> ViperModule<UserViewController, UserInteractor, UserPresenter, UserRouter> {
            .assemble(
                view: UserViewController(page: page, location: .users),
                interactor: UserInteractor(),
                presenter: UserPresenter(),
                router: UserRouter()
            )
        }

        func showPhotos(of user: User.ID) async throws {
            guard let entry else { return }
            try await entry.window?.setRootViewController(PhotosModule.PhotosRouter.start(page: entry.page, user: user).entry)
        }
    }
}
