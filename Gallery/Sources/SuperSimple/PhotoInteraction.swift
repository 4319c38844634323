import GalleryDomain
import LiveScreens
import Trellis

/// What the photo screen asks of the interaction that shows the photo itself.
@MainActor
protocol PhotoInteracting: AnyObject {
    func use(_ photo: any PhotoRendering)
    func showPhoto() async throws
}

/// Loads a photo and its owner through the injected repositories and renders them.
@MainActor
final class PhotoInteraction: PhotoInteracting {
    @Injected(\.usersRepository) private var usersRepository: any UsersRepository
    @Injected(\.photosRepository) private var photosRepository: any PhotosRepository
    private let userID: User.ID
    private let photoID: Photo.ID
    private var photo = WeakRendering<PhotoRenderable>()

    init(userID: User.ID, photoID: Photo.ID) {
        self.userID = userID
        self.photoID = photoID
    }

    func use(_ photo: any PhotoRendering) {
        self.photo.use(photo)
    }

    func showPhoto() async throws {
        let owner = try await usersRepository.getUser(userID)
        let photo = try await photosRepository.getPhoto(photoID, of: userID)
        self.photo.render(PhotoRenderable(photo: PhotoDetail(photo: photo, owner: owner)))
    }
}
