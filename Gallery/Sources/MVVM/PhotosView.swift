extension MVVM {
    /// One user's photo grid, bound to a ``PhotosViewModel``.
    @MainActor
    final class PhotosView: View {
        let viewModel: PhotosViewModel
        let bindings: [RegionBinding]

        init(viewModel: PhotosViewModel, page: LivePage) {
            self.viewModel = viewModel
            bindings = [
                RegionBinding(.photos, of: page) { viewModel.grid }
            ]
        }

        func load() async throws {
            try await viewModel.load()
        }

        func handle(_ event: ScreenEvent) async throws {
            switch event {
            case let .openPhoto(photo): viewModel.openPhoto(photo)
            case .back: viewModel.back()
            default: throw GalleryError.notOnThisScreen(event.name)
            }
        }
    }
}
