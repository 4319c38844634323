import GalleryDomain
import LiveScreens

/// One user's photo grid, drawn from what its controller sends.
@MainActor
final class PhotosView {
    private let page: LivePage

    init(page: LivePage) {
        self.page = page
    }

    func show(_ photos: [Photo], of user: User) {
        page.render(PhotoGrid(user: user, photos: photos))
    }
}
