import GalleryDomain
package import LiveScreens

/// The users list, bound to a ``UsersViewModel``.
@MainActor
package final class UsersView: ViewController, BoundView {
    package let page: LivePage
    package let location: GalleryLocation
    package let viewModel: UsersViewModel
    package let bindings: [RegionBinding]

    package init(viewModel: UsersViewModel, page: LivePage) {
        self.viewModel = viewModel
        bindings = [
            RegionBinding(of: page) { viewModel.list }
        ]
        self.page = page
        self.location = .users
    }

    package func load() async throws {
        try await viewModel.load()
    }

    package func handle(_ event: ScreenEvent) async throws {
        guard case let .openUser(user) = event else { throw GalleryError.notOnThisScreen(event.name) }
        try await viewModel.openUser(user)
    }
}
