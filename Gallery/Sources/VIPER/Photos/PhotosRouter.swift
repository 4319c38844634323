import Trellis
import GalleryDomain
import LiveScreens

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

        static func start(user: User.ID) -> ViperModule<PhotosViewController, PhotosInteractor, PhotosPresenter, PhotosRouter> {
            .assemble(
                view: PhotosViewController(),
                interactor: PhotosInteractor(userID: user),
                presenter: PhotosPresenter(userID: user),
                router: PhotosRouter()
            )
        }

        func showPhoto(_ photo: Photo.ID, of user: User.ID) async throws {
            guard let window = entry?.window else { return }
            let module = PhotoModule.PhotoRouter.start(user: user, photo: photo, viewer: window.page.viewer)
            try await window.show(module, at: .photo(user: user, photo: photo))
        }

        func showUsers() async throws {
            try await entry?.window?.show(UsersModule.UserRouter.start(), at: .users)
        }
    }
}
