import GalleryDomain
import LiveScreens
import MVVM
import Trellis

/// One user's photos, then the photo chosen; back ends this flow.
@MainActor
final class PhotosCoordinator: ScreenCoordinator, MVVM.PhotosNavigation {
    let children = CoordinatorChildren()
    private(set) var view: (any BoundView)?
    private let user: User.ID
    private let navigator: any Navigator<Route>
    private let page: LivePage

    init(user: User.ID, navigator: any Navigator<Route>, page: LivePage) {
        self.user = user
        self.navigator = navigator
        self.page = page
    }

    func start() {
        view = MVVM.PhotosView(viewModel: MVVM.PhotosViewModel(userID: user, navigation: self), page: page)
        navigator.push(.photos(user: user))
    }

    func showPhoto(_ photo: Photo.ID, of _: User.ID) {
        open([.photo(photo)])
    }

    func back() {
        navigator.pop()
        finish()
    }

    /// Starts the child that shows `routes.first`.
    func open(_ routes: ArraySlice<Route>) {
        guard case let .photo(photo)? = routes.first else { return }
        startChild(PhotoCoordinator(user: user, photo: photo, navigator: navigator, page: page))
    }
}
