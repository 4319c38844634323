import GalleryDomain
import LiveScreens
import Trellis

/// One photo: fetches it and its likes, likes and unlikes it, asks HAL, and observes the
/// likes made in other tabs. Everything the screen does passes through here: the notes'
/// "massive view controller", kept small only because the screen is.
@MainActor
final class PhotoViewController: ViewController, LikeObserving {
    let page: LivePage
    let location: GalleryLocation
    @Injected(\.usersRepository) private var usersRepository: any UsersRepository
    @Injected(\.photosRepository) private var photosRepository: any PhotosRepository
    @Injected(\.likeUpdates) private var likeUpdates: LikeUpdates
    private let userID: User.ID
    private let like: Like
    private let photoView: PhotoView
    /// Follows the photo's likes, and the time, once the view has loaded.
    private var likesSubscription: LikesSubscription?

    init(userID: User.ID, photoID: Photo.ID, page: LivePage) {
        self.userID = userID
        like = Like(photoID: photoID, viewer: page.viewer)
        photoView = PhotoView(page: page)
        self.page = page
        self.location = .photo(user: userID, photo: photoID)
    }

    func viewDidLoad() async throws {
        let owner = try await usersRepository.getUser(userID)
        photoView.show(try await photosRepository.getPhoto(like.photoID, of: userID), by: owner)
        photoView.show(try await CountLikes.perform(like), of: like.photoID)
        // The observer pattern, in the notes' list of ways the model talks back.
        likesSubscription = likeUpdates.observe(like, by: self)
    }

    func handle(_ event: ScreenEvent) async throws {
        switch event {
        case let .like(photo) where photo == like.photoID:
            photoView.show(try await LikePhoto.perform(like), of: like.photoID)
        case let .unlike(photo) where photo == like.photoID:
            photoView.show(try await UnlikePhoto.perform(like), of: like.photoID)
        case .openPodBayDoors:
            photoView.show(OpenPodBayDoors.perform())
        default:
            try await handleUnmatched(event)
        }
    }

    func likesDidChange(_ likes: LikeCount, of photoID: Photo.ID) {
        photoView.show(likes, of: photoID)
    }

    var parts: [ScreenPart] {
        [ScreenPart("photoViewController", self), ScreenPart("photoView", photoView)]
    }
}
