import GalleryDomain
package import LiveScreens

/// One user's photo grid, bound to a ``PhotosViewModel``.
@MainActor
package final class PhotosView: View {
    package let viewModel: PhotosViewModel
    package let bindings: [RegionBinding]

    package init(viewModel: PhotosViewModel, page: LivePage) {
        self.viewModel = viewModel
        bindings = [
            RegionBinding(.photos, of: page) { viewModel.grid }
        ]
    }

    package func load() async throws {
        try await viewModel.load()
    }

    package func handle(_ event: ScreenEvent) async throws {
        switch event {
        case let .openPhoto(photo): viewModel.openPhoto(photo)
        case .back: viewModel.back()
        default: throw GalleryError.notOnThisScreen(event.name)
        }
    }
}
