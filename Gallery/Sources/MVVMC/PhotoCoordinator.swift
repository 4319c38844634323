import GalleryDomain
import LiveScreens
import MVVM
import Trellis

/// One photo, the end of the flow; back ends it.
@MainActor
final class PhotoCoordinator: ScreenCoordinator, MVVM.PhotoNavigation {
    let children = CoordinatorChildren()
    private(set) var view: (any BoundView)?
    private let user: User.ID
    private let photo: Photo.ID
    private let navigator: any Navigator<Route>
    private let page: LivePage

    init(user: User.ID, photo: Photo.ID, navigator: any Navigator<Route>, page: LivePage) {
        self.user = user
        self.photo = photo
        self.navigator = navigator
        self.page = page
    }

    func start() {
        let viewModel = MVVM.PhotoViewModel(userID: user, photoID: photo, viewer: page.viewer, navigation: self)
        view = MVVM.PhotoView(viewModel: viewModel, page: page)
        navigator.push(.photo(photo))
    }

    func back() {
        navigator.pop()
        finish()
    }
}
