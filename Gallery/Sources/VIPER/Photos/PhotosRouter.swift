import GalleryDomain
import LiveScreens
import Trellis

extension PhotosModule {
    /// Where the photo grid can lead.
    protocol AnyRouter: ViperRouter {
        func showPhoto(_ photo: Photo.ID, of user: User.ID) async throws
        func showUsers() async throws
    }

    /// Creates the photos module, and the module of a photo or of the users list when asked.
    final class PhotosRouter: AnyRouter {
        /// Weak: the view owns the module.
        weak var entry: EntryPoint?
        /// Weak: the presenter owns the router.
        weak var presenter: (any AnyPresenter)?

        static func start(page: LivePage, user: User.ID) -> ViperModule<PhotosViewController, PhotosInteractor, PhotosPresenter, PhotosRouter> {
            .assemble(
                view: PhotosViewController(page: page, location: .photos(user: user)),
                interactor: PhotosInteractor(userID: user),
                presenter: PhotosPresenter(userID: user),
                router: PhotosRouter()
            )
        }

        func showPhoto(_ photo: Photo.ID, of user: User.ID) async throws {
            guard let entry else { return }
            try await entry.window?.setRootViewController(PhotoModule.PhotoRouter.start(page: entry.page, user: user, photo: photo).entry)
        }

        func showUsers() async throws {
            guard let entry else { return }
            try await entry.window?.setRootViewController(UsersModule.UserRouter.start(page: entry.page).entry)
        }
    }
}
