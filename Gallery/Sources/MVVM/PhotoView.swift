import GalleryDomain
package import LiveScreens

/// One photo with its like button and HAL's banner: three regions bound to one
/// ``PhotoViewModel``.
@MainActor
package final class PhotoView: ViewController, BoundView {
    package let page: LivePage
    package let location: GalleryLocation
    package let viewModel: PhotoViewModel
    package let bindings: [RegionBinding]

    package init(viewModel: PhotoViewModel, page: LivePage) {
        self.viewModel = viewModel
        bindings = [
            RegionBinding(of: page) { viewModel.photo },
            RegionBinding(of: page) { viewModel.likes },
            RegionBinding(of: page) { viewModel.banner },
        ]
        self.page = page
        self.location = .photo(user: viewModel.userID, photo: viewModel.photoID)
    }

    package func load() async throws {
        try await viewModel.load()
    }

    package func handle(_ event: ScreenEvent) async throws {
        switch event {
        case let .like(photo) where photo == viewModel.photoID: try await viewModel.likePhoto()
        case let .unlike(photo) where photo == viewModel.photoID: try await viewModel.unlikePhoto()
        case .openPodBayDoors: viewModel.openPodBayDoors()
        case .back: try await viewModel.back()
        default: throw GalleryError.notOnThisScreen(event.name)
        }
    }
}
