import GalleryDomain
import Trellis

extension PhotosModule {
    /// What the view and the interactor tell the photos presenter.
    protocol AnyPresenter: ViperPresenter {
        func viewDidLoad() async throws
        func didSelectPhoto(_ id: Photo.ID) async throws
        func didTapBack() async throws
        func interactorDidFetchPhotos(_ photos: [Photo], of user: User)
    }

    /// Asks the interactor for the photos when the view loads and hands them to the view; asks
    /// the router for a photo, or for the users, when tapped.
    final class PhotosPresenter: AnyPresenter {
        /// Weak: the view owns the presenter.
        weak var view: (any AnyView)?
        var interactor: (any AnyInteractor)?
        var router: (any AnyRouter)?
        private let userID: User.ID

        init(userID: User.ID) {
            self.userID = userID
        }

        func viewDidLoad() async throws {
            try await interactor?.getPhotos()
        }

        func didSelectPhoto(_ id: Photo.ID) async throws {
            try await router?.showPhoto(id, of: userID)
        }

        func didTapBack() async throws {
            try await router?.showUsers()
        }

        func interactorDidFetchPhotos(_ photos: [Photo], of user: User) {
            view?.update(with: photos, of: user)
        }
    }
}
