import GalleryDomain
import LiveScreens

/// One photo, like the article's `HAL9000ViewController`: owns three views and one
/// interaction per function, and forwards each tap to the interaction it belongs to.
@MainActor
final class PhotoViewController: ViewController {
    let page: LivePage
    let location: GalleryLocation
    private let photoID: Photo.ID
    private let photoView: PhotoView
    private let likesView: LikesView
    private let bannerView: BannerView
    private let photoInteraction: any PhotoInteracting
    private let likeInteraction: any LikeInteracting
    private let podBayInteraction: any PodBayDoorsInteracting
    private let navigation: NavigationInteraction

    init(
        page: LivePage,
        userID: User.ID,
        photoID: Photo.ID,
        photoView: PhotoView, likesView: LikesView, bannerView: BannerView,
        photoInteraction: any PhotoInteracting,
        likeInteraction: any LikeInteracting,
        podBayInteraction: any PodBayDoorsInteracting,
        navigation: NavigationInteraction
    ) {
        self.photoID = photoID
        self.photoView = photoView
        self.likesView = likesView
        self.bannerView = bannerView
        self.photoInteraction = photoInteraction
        self.likeInteraction = likeInteraction
        self.podBayInteraction = podBayInteraction
        self.navigation = navigation
        self.page = page
        self.location = .photo(user: userID, photo: photoID)
        photoInteraction.use(photoView)
        likeInteraction.use(likesView)
        podBayInteraction.use(bannerView)
    }

    func viewDidLoad() async throws {
        try await photoInteraction.showPhoto()
        try await likeInteraction.showLikes()
    }

    func handle(_ event: ScreenEvent) async throws {
        switch event {
        case let .like(photo) where photo == photoID:
            try await likeInteraction.didTapLike()
        case let .unlike(photo) where photo == photoID:
            try await likeInteraction.didTapUnlike()
        case .openPodBayDoors:
            podBayInteraction.didTapMainButton()
        default:
            try await navigation.didTap(event, on: self)
        }
    }

    var parts: [ScreenPart] {
        [
            ScreenPart("photoViewController", self),
            ScreenPart("photoView", photoView),
            ScreenPart("likesView", likesView),
            ScreenPart("bannerView", bannerView),
            ScreenPart("photoInteraction", photoInteraction),
            ScreenPart("likeInteraction", likeInteraction),
            ScreenPart("podBayDoorsInteraction", podBayInteraction),
            ScreenPart("navigation", navigation),
        ]
    }
}
