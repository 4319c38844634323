import GalleryDomain
import LiveScreens

/// The users list: owns its view and interaction.
@MainActor
final class UsersViewController: ViewController {
    private let view: UsersView
    private let interaction: any UsersInteracting

    init(view: UsersView, interaction: any UsersInteracting) {
        self.view = view
        self.interaction = interaction
        interaction.use(view)
    }

    func start() async throws {
        try await interaction.showUsers()
    }

    func handle(_ event: ScreenEvent) async throws {
        throw GalleryError.notOnThisScreen(event.name)
    }

    var parts: [(role: String, object: AnyObject)] {
        [("usersViewController", self), ("usersView", view), ("usersInteraction", interaction)]
    }
}
