import LiveScreens

/// The users list: owns its view and interactions.
@MainActor
final class UsersViewController: ViewController {
    let page: LivePage
    let location: GalleryLocation
    private let view: UsersView
    private let interaction: any UsersInteracting
    private let navigation: NavigationInteraction

    init(page: LivePage, view: UsersView, interaction: any UsersInteracting, navigation: NavigationInteraction) {
        self.view = view
        self.interaction = interaction
        self.navigation = navigation
        self.page = page
        self.location = .users
        interaction.use(view)
    }

    func viewDidLoad() async throws {
        try await interaction.showUsers()
    }

    func handle(_ event: ScreenEvent) async throws {
        try await navigation.didTap(event, on: self)
    }

    var parts: [ScreenPart] {
        [
            ScreenPart("usersViewController", self),
            ScreenPart("usersView", view),
            ScreenPart("usersInteraction", interaction),
            ScreenPart("navigation", navigation),
        ]
    }
}
