import GalleryDomain
import LiveScreens

/// One user's photos: owns its view and interactions.
@MainActor
final class PhotosViewController: ViewController {
    let page: LivePage
    let location: GalleryLocation
    private let view: PhotosView
    private let interaction: any PhotosInteracting
    private let navigation: NavigationInteraction

    init(page: LivePage, user: User.ID, view: PhotosView, interaction: any PhotosInteracting, navigation: NavigationInteraction) {
        self.view = view
        self.interaction = interaction
        self.navigation = navigation
        self.page = page
        self.location = .photos(user: user)
        interaction.use(view)
    }

    func viewDidLoad() async throws {
        try await interaction.showPhotos()
    }

    func handle(_ event: ScreenEvent) async throws {
        try await navigation.didTap(event, on: self)
    }

    var parts: [ScreenPart] {
        [
            ScreenPart("photosViewController", self),
            ScreenPart("photosView", view),
            ScreenPart("photosInteraction", interaction),
            ScreenPart("navigation", navigation),
        ]
    }
}
