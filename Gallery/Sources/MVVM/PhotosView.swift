import GalleryDomain
package import LiveScreens

/// One user's photo grid, bound to a ``PhotosViewModel``.
@MainActor
package final class PhotosView: ViewController, BoundView {
    package let page: LivePage
    package let location: GalleryLocation
    package let viewModel: PhotosViewModel
    package let bindings: [RegionBinding]

    package init(viewModel: PhotosViewModel, page: LivePage) {
        self.viewModel = viewModel
        bindings = [
            RegionBinding(of: page) { viewModel.grid }
        ]
        self.page = page
        self.location = .photos(user: viewModel.userID)
    }

    package func load() async throws {
        try await viewModel.load()
    }

    package func handle(_ event: ScreenEvent) async throws {
        switch event {
        case let .openPhoto(photo): try await viewModel.openPhoto(photo)
        case .back: try await viewModel.back()
        default: throw GalleryError.notOnThisScreen(event.name)
        }
    }
}
