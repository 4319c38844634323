import Observation
import Trellis

extension MVVM {
    /// Where a tap on a user's photo grid leads; the photos view model hands it on.
    @MainActor
    protocol PhotosNavigation: AnyObject {
        func showPhoto(_ photo: Photo.ID, of user: User.ID)
        func back()
    }

    /// One user's photo grid, loaded from the model and made ready to show.
    @Observable
    @MainActor
    final class PhotosViewModel {
        let userID: User.ID
        /// The owner's name and photos, as the view shows them; `nil` until loaded.
        private(set) var grid: PhotoGrid?

        @ObservationIgnored @Injected(\.usersRepository) private var usersRepository: any UsersRepository
        @ObservationIgnored @Injected(\.photosRepository) private var photosRepository: any PhotosRepository
        @ObservationIgnored private weak var navigation: (any PhotosNavigation)?

        init(userID: User.ID, navigation: any PhotosNavigation) {
            self.userID = userID
            self.navigation = navigation
        }

        func load() async throws {
            let user = try await usersRepository.getUser(userID)
            grid = PhotoGrid(user: user, photos: try await photosRepository.getPhotos(of: userID))
        }

        func openPhoto(_ photo: Photo.ID) {
            navigation?.showPhoto(photo, of: userID)
        }

        func back() {
            navigation?.back()
        }
    }
}
