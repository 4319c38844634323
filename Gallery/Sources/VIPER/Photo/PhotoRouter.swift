import GalleryDomain
import LiveScreens
import Trellis

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

        /// The module of one photo, liked and counted as the page's viewer.
        static func start(page: LivePage, user: User.ID, photo: Photo.ID)
            -> ViperModule<PhotoViewController, PhotoInteractor, PhotoPresenter, PhotoRouter>
        {
            .assemble(
                view: PhotoViewController(page: page, location: .photo(user: user, photo: photo)),
                interactor: PhotoInteractor(userID: user, like: Like(photoID: photo, viewer: page.viewer)),
                presenter: PhotoPresenter(userID: user, photoID: photo),
                router: PhotoRouter()
            )
        }

        func showPhotos(of user: User.ID) async throws {
            guard let entry else { return }
            try await entry.window?.setRootViewController(PhotosModule.PhotosRouter.start(page: entry.page, user: user).entry)
        }
    }
}
