import GalleryDomain
import Trellis

extension PhotoModule {
    /// What the view and the interactor tell the photo presenter.
    protocol AnyPresenter: ViperPresenter {
        func viewDidLoad() async throws
        func didTapLike(_ photo: Photo.ID) async throws
        func didTapUnlike(_ photo: Photo.ID) async throws
        func didTapMainButton()
        func didTapBack() async throws
        func interactorDidFetchPhoto(_ photo: Photo, by owner: User)
        func interactorDidCountLikes(_ likes: LikeCount)
        func interactorDidAskToOpenPodBayDoors(with answer: DoorAnswer)
    }

    /// Links the photo screen: the view's taps become the interactor's work, the interactor's
    /// results become what the view shows, and "back" goes to the router.
    final class PhotoPresenter: AnyPresenter {
        /// Weak: the view owns the presenter.
        weak var view: (any AnyView)?
        var interactor: (any AnyInteractor)?
        var router: (any AnyRouter)?
        private let userID: User.ID
        private let photoID: Photo.ID

        init(userID: User.ID, photoID: Photo.ID) {
            self.userID = userID
            self.photoID = photoID
        }

        func viewDidLoad() async throws {
            try await interactor?.getPhoto()
            try await interactor?.countLikes()
        }

        func didTapLike(_ photo: Photo.ID) async throws {
            guard photo == photoID else { throw GalleryError.notOnThisScreen("like") }
            try await interactor?.likePhoto()
        }

        func didTapUnlike(_ photo: Photo.ID) async throws {
            guard photo == photoID else { throw GalleryError.notOnThisScreen("unlike") }
            try await interactor?.unlikePhoto()
        }

        func didTapMainButton() {
            interactor?.openPodBayDoors()
        }

        func didTapBack() async throws {
            try await router?.showPhotos(of: userID)
        }

        func interactorDidFetchPhoto(_ photo: Photo, by owner: User) {
            view?.update(with: photo, by: owner)
        }

        func interactorDidCountLikes(_ likes: LikeCount) {
            view?.update(with: likes, of: photoID)
        }

        func interactorDidAskToOpenPodBayDoors(with answer: DoorAnswer) {
            view?.update(with: answer)
        }
    }
}
