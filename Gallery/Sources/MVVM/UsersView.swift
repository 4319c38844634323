import GalleryDomain
package import LiveScreens

/// The users list, bound to a ``UsersViewModel``.
@MainActor
package final class UsersView: View {
    package let viewModel: UsersViewModel
    package let bindings: [RegionBinding]

    package init(viewModel: UsersViewModel, page: LivePage) {
        self.viewModel = viewModel
        bindings = [
            RegionBinding(.users, of: page) { viewModel.list }
        ]
    }

    package func load() async throws {
        try await viewModel.load()
    }

    package func handle(_ event: ScreenEvent) async throws {
        guard case let .openUser(user) = event else { throw GalleryError.notOnThisScreen(event.name) }
        viewModel.openUser(user)
    }
}
