import GalleryDomain
import LiveScreens
import Trellis

/// Interprets a user and their photos into the photo grid's view model.
@MainActor
final class PhotosPresenter: Presenter {
    let viewModels = ViewModels()
    @Injected(\.usersRepository) private var usersRepository: any UsersRepository
    @Injected(\.photosRepository) private var photosRepository: any PhotosRepository
    private let userID: User.ID

    init(userID: User.ID) {
        self.userID = userID
    }

    func loadPhotos() async throws {
        let user = try await usersRepository.getUser(userID)
        let photos = try await photosRepository.getPhotos(of: userID)
        update(viewModel: PhotosViewModel(grid: PhotoGrid(user: user, photos: photos)))
    }
}
