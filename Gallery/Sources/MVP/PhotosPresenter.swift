import GalleryDomain
import LiveScreens
import Trellis

/// What the photos presenter asks of its view.
@MainActor
protocol PhotosViewDelegate: AnyObject {
    /// A new ``PhotosViewModel`` was published; show it.
    func updateView()
}

/// Fetches one user's photos and publishes them as a ``PhotosViewModel``.
@MainActor
final class PhotosPresenter: ScreenPresenter {
    let viewModels = ViewModels()
    @Injected(\.usersRepository) private var usersRepository: any UsersRepository
    @Injected(\.photosRepository) private var photosRepository: any PhotosRepository
    private weak var photosView: (any PhotosViewDelegate)?
    private let userID: User.ID

    init(_ photosView: any PhotosViewDelegate, userID: User.ID) {
        self.photosView = photosView
        self.userID = userID
    }

    func load() async throws {
        let user = try await usersRepository.getUser(userID)
        let photos = try await photosRepository.getPhotos(of: userID)
        update(viewModel: PhotosViewModel(grid: PhotoGrid(user: user, photos: photos)))
        photosView?.updateView()
    }
}
