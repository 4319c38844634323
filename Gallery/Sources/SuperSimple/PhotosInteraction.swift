import GalleryDomain
import LiveScreens
import Trellis

/// What the photos screen asks of its interaction.
@MainActor
protocol PhotosInteracting: AnyObject {
    func use(_ photos: any PhotosRendering)
    func showPhotos() async throws
}

/// Loads one user's photos through the injected repositories and renders them.
@MainActor
final class PhotosInteraction: PhotosInteracting {
    @Injected(\.usersRepository) private var usersRepository: any UsersRepository
    @Injected(\.photosRepository) private var photosRepository: any PhotosRepository
    private let userID: User.ID
    private var photos = WeakRendering<PhotosRenderable>()

    init(userID: User.ID) {
        self.userID = userID
    }

    func use(_ photos: any PhotosRendering) {
        self.photos.use(photos)
    }

    func showPhotos() async throws {
        let user = try await usersRepository.getUser(userID)
        let grid = PhotoGrid(user: user, photos: try await photosRepository.getPhotos(of: userID))
        photos.render(PhotosRenderable(grid: grid))
    }
}
