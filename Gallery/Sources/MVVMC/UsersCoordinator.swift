import GalleryDomain
import LiveScreens
import MVVM
import Trellis

/// The root of the flow: the users list, then the photos of whoever is chosen.
@MainActor
final class UsersCoordinator: ScreenCoordinator, MVVM.UsersNavigation {
    let children = CoordinatorChildren()
    private(set) var view: (any BoundView)?
    private let navigator: any Navigator<Route>
    private let page: LivePage

    init(navigator: any Navigator<Route>, page: LivePage) {
        self.navigator = navigator
        self.page = page
    }

    func start() {
        view = MVVM.UsersView(viewModel: MVVM.UsersViewModel(navigation: self), page: page)
        navigator.push(.users)
    }

    /// Starts the flow at a deep link: the users list, then each route after it as if it
    /// had been tapped, so a link and a tap build the same flow.
    func start(at stack: RouteStack<Route>) {
        start()
        open(stack.routes.dropFirst())
    }

    func showPhotos(of user: User.ID) {
        open([.photos(user: user)])
    }

    /// Starts the child that shows `routes.first`, and lets it open the rest.
    private func open(_ routes: ArraySlice<Route>) {
        guard case let .photos(user)? = routes.first else { return }
        startChild(PhotosCoordinator(user: user, navigator: navigator, page: page)).open(routes.dropFirst())
    }
}
