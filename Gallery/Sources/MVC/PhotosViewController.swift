import GalleryDomain
import LiveScreens
import Trellis

/// One user's photos: fetches them and pushes the chosen photo.
@MainActor
final class PhotosViewController: ViewController {
    let page: LivePage
    let location: GalleryLocation
    @Injected(\.usersRepository) private var usersRepository: any UsersRepository
    @Injected(\.photosRepository) private var photosRepository: any PhotosRepository
    private let userID: User.ID
    private let photosView: PhotosView

    init(userID: User.ID, page: LivePage) {
        self.userID = userID
        photosView = PhotosView(page: page)
        self.page = page
        self.location = .photos(user: userID)
    }

    func viewDidLoad() async throws {
        let user = try await usersRepository.getUser(userID)
        photosView.show(try await photosRepository.getPhotos(of: userID), of: user)
    }

    func handle(_ event: ScreenEvent) async throws {
        guard case let .openPhoto(photo) = event else { return try await handleUnmatched(event) }
        try await navigationController?.pushViewController(PhotoViewController(userID: userID, photoID: photo, page: page))
    }

    var parts: [ScreenPart] {
        [ScreenPart("photosViewController", self), ScreenPart("photosView", photosView)]
    }
}
