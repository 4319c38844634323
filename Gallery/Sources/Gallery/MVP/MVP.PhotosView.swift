import Trellis

extension MVP {
    /// One user's photo grid: a passive view that shows what its presenter publishes.
    @MainActor
    final class PhotosView: ScreenView, PhotosViewDelegate {
        var presenter: PhotosPresenter?
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
            guard let viewModel = presenter?.currentViewModel(PhotosViewModel.self) else { return }
            page.render(viewModel, in: .photos)
        }

        var parts: [(role: String, object: AnyObject)] {
            [("photosView", self)] + (presenter.map { [("photosPresenter", $0)] } ?? [])
        }
    }
}
