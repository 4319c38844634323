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
        /// One tile of the grid, as the view shows it.
        struct Tile: Hashable {
            let id: Photo.ID
            let ownerID: User.ID
            let title: String
            let hue: Int
        }

        let userID: User.ID
        /// The owner's name, once loaded; `nil` until then.
        private(set) var userName: String?
        private(set) var photos: [Tile] = []

        @ObservationIgnored @Injected(\.usersRepository) private var usersRepository: any UsersRepository
        @ObservationIgnored @Injected(\.photosRepository) private var photosRepository: any PhotosRepository
        @ObservationIgnored private weak var navigation: (any PhotosNavigation)?

        init(userID: User.ID, navigation: any PhotosNavigation) {
            self.userID = userID
            self.navigation = navigation
        }

        func load() async throws {
            let user = try await usersRepository.getUser(userID)
            photos = try await photosRepository.getPhotos(of: userID).map {
                Tile(id: $0.id, ownerID: $0.userID, title: $0.title, hue: $0.hue)
            }
            userName = user.name
        }

        func openPhoto(_ photo: Photo.ID) {
            navigation?.showPhoto(photo, of: userID)
        }

        func back() {
            navigation?.back()
        }
    }
}
