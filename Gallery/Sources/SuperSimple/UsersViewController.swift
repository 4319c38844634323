import LiveScreens

/// The users list: owns its view and interactions.
@MainActor
final class UsersViewController: ViewController {
    private let view: UsersView
    private let interaction: any UsersInteracting
    private let navigation: NavigationInteraction

    init(page: LivePage, view: UsersView, interaction: any UsersInteracting, navigation: NavigationInteraction) {
        self.view = view
        self.interaction = interaction
        self.navigation = navigation
        super.init(page: page, location: .users)
        interaction.use(view)
    }

    override func viewDidLoad() async throws {
        try await interaction.showUsers()
    }

    override func handle(_ event: ScreenEvent) async throws {
        try await navigation.didTap(event, on: self)
    }

    override var parts: [(role: String, object: AnyObject)] {
        [("usersViewController", self), ("usersView", view), ("usersInteraction", interaction), ("navigation", navigation)]
    }
}
