import Trellis
import GalleryDomain
import LiveScreens

extension PhotoModule {
    /// Where the photo screen can lead.
    protocol AnyRouter: ViperRouter {
        func showPhotos(of user: User.ID) async throws
    }

    /// Creates the photo module, and the owner's photos module when the presenter goes back.
    final class PhotoRouter: AnyRouter {
        /// Weak: the view owns the module.
        weak var entry: EntryPoint?
        /// Weak: the presenter owns the router.
        weak var presenter: (any AnyPresenter)?

        /// The module of one photo, liked and counted as `viewer`.
        static func start(user: User.ID, photo: Photo.ID, viewer: Viewer)
            -> ViperModule<PhotoViewController, PhotoInteractor, PhotoPresenter, PhotoRouter>
        {
            .assemble(
                view: PhotoViewController(),
                interactor: PhotoInteractor(userID: user, like: Like(photoID: photo, viewer: viewer)),
                presenter: PhotoPresenter(userID: user, photoID: photo),
                router: PhotoRouter()
            )
        }

        func showPhotos(of user: User.ID) async throws {
            try await entry?.window?.show(PhotosModule.PhotosRouter.start(user: user), at: .photos(user: user))
        }
    }
}
