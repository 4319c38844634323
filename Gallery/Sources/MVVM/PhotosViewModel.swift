package import GalleryDomain
import LiveScreens
import Observation
import Trellis

/// Where a tap on a user's photo grid leads; the photos view model hands it on.
@MainActor
package protocol PhotosNavigation: AnyObject {
    func showPhoto(_ photo: Photo.ID, of user: User.ID) async throws
    func back() async throws
}

/// One user's photo grid, loaded from the model and made ready to show.
@Observable
@MainActor
package final class PhotosViewModel {
    package let userID: User.ID
    /// The owner's name and photos, as the view shows them; `nil` until loaded.
    private(set) var grid: PhotoGrid?

    @ObservationIgnored @Injected(\.usersRepository) private var usersRepository: any UsersRepository
    @ObservationIgnored @Injected(\.photosRepository) private var photosRepository: any PhotosRepository
    @ObservationIgnored package weak var navigation: (any PhotosNavigation)?

    package init(userID: User.ID, navigation: (any PhotosNavigation)?) {
        self.userID = userID
        self.navigation = navigation
    }

    package func load() async throws {
        let user = try await usersRepository.getUser(userID)
        grid = PhotoGrid(user: user, photos: try await photosRepository.getPhotos(of: userID))
    }

    package func openPhoto(_ photo: Photo.ID) async throws {
        try await navigation?.showPhoto(photo, of: userID)
    }

    package func back() async throws {
        try await navigation?.back()
    }
}
