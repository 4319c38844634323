extension MVVM {
    /// The users list, bound to a ``UsersViewModel``.
    @MainActor
    final class UsersView: View {
        let viewModel: UsersViewModel
        let bindings: [RegionBinding]

        init(viewModel: UsersViewModel, page: LivePage) {
            self.viewModel = viewModel
            bindings = [
                RegionBinding(.users, of: page) { viewModel.list }
            ]
        }

        func load() async throws {
            try await viewModel.load()
        }

        func handle(_ event: ScreenEvent) async throws {
            guard case let .openUser(user) = event else { throw GalleryError.notOnThisScreen(event.name) }
            viewModel.openUser(user)
        }
    }
}
