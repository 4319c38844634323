import Trellis
import GalleryDomain
import LiveScreens

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

        static func start() -> ViperModule<UserViewController, UserInteractor, UserPresenter, UserRouter> {
            .assemble(view: UserViewController(), interactor: UserInteractor(), presenter: UserPresenter(), router: UserRouter())
        }

        func showPhotos(of user: User.ID) async throws {
            try await entry?.window?.show(PhotosModule.PhotosRouter.start(user: user), at: .photos(user: user))
        }
    }
}
