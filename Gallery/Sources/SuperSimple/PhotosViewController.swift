import GalleryDomain
import LiveScreens

/// One user's photos: owns its view and interaction.
@MainActor
final class PhotosViewController: ViewController {
    private let view: PhotosView
    private let interaction: any PhotosInteracting

    init(view: PhotosView, interaction: any PhotosInteracting) {
        self.view = view
        self.interaction = interaction
        interaction.use(view)
    }

    func start() async throws {
        try await interaction.showPhotos()
    }

    func handle(_ event: ScreenEvent) async throws {
        throw GalleryError.notOnThisScreen(event.name)
    }

    var parts: [(role: String, object: AnyObject)] {
        [("photosViewController", self), ("photosView", view), ("photosInteraction", interaction)]
    }
}
