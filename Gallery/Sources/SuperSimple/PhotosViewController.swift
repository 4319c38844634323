import GalleryDomain
import LiveScreens

/// One user's photos: owns its view and interactions.
@MainActor
final class PhotosViewController: ViewController {
    private let view: PhotosView
    private let interaction: any PhotosInteracting
    private let navigation: NavigationInteraction

    init(page: LivePage, user: User.ID, view: PhotosView, interaction: any PhotosInteracting, navigation: NavigationInteraction) {
        self.view = view
        self.interaction = interaction
        self.navigation = navigation
        super.init(page: page, location: .photos(user: user))
        interaction.use(view)
    }

    override func viewDidLoad() async throws {
        try await interaction.showPhotos()
    }

    override func handle(_ event: ScreenEvent) async throws {
        try await navigation.didTap(event, on: self)
    }

    override var parts: [(role: String, object: AnyObject)] {
        [("photosViewController", self), ("photosView", view), ("photosInteraction", interaction), ("navigation", navigation)]
    }
}
