import Trellis

extension MVP {
    /// The users list: a passive view that owns its presenter and shows the view model the
    /// presenter publishes, when told to.
    @MainActor
    final class UsersView: ScreenView, UsersViewDelegate {
        var presenter: UsersPresenter?
        private let page: LivePage

        init(page: LivePage) {
            self.page = page
        }

        func setupView() async throws {
            try await presenter?.load()
        }

        func handle(_ event: ScreenEvent) async throws {
            throw GalleryError.notOnThisScreen(event.name)
        }

        func updateView() {
            guard let viewModel = presenter?.currentViewModel(UsersViewModel.self) else { return }
            page.render(viewModel, in: .users)
        }

        var parts: [(role: String, object: AnyObject)] {
            [("usersView", self)] + (presenter.map { [("usersPresenter", $0)] } ?? [])
        }
    }
}
