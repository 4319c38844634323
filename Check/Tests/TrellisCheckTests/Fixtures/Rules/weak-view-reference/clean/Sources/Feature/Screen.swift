import Trellis

struct BannerRenderable: Renderable {
    let message: String
}

protocol BannerRendering: Rendering<BannerRenderable> {}

final class PodBayDoorsInteraction {
    weak var banner: (any BannerRendering)?
    private var other = WeakRendering<BannerRenderable>()
    private let message = "Open the doors"
}

final class BannerView: BannerRendering {
    let interaction = PodBayDoorsInteraction()

    func render(_ renderable: BannerRenderable) {}
}

protocol UserViewContract: ViperView {}
protocol UserPresenterContract: ViperPresenter {}
protocol UserInteractorContract: ViperInteractor {}
protocol UserRouterContract: ViperRouter {}

/// A presenter holds its interactor and router strongly, as the iOS Architecture Patterns notes do.
final class UserPresenter: UserPresenterContract {
    weak var view: (any UserViewContract)?
    var interactor: (any UserInteractorContract)?
    var router: (any UserRouterContract)?
}

final class UserInteractor: UserInteractorContract {
    weak var presenter: (any UserPresenterContract)?
}

final class UserRouter: UserRouterContract {
    weak var entry: (any UserViewContract)?
    unowned var presenter: any UserPresenterContract

    init(presenter: any UserPresenterContract) {
        self.presenter = presenter
    }
}

/// A view holds its presenter strongly: it owns it.
final class UserViewController: UserViewContract {
    var presenter: (any UserPresenterContract)?
}

/// A view it made itself is its own: no back reference.
final class PhotoPresenter: ViperPresenter {
    let maskingView = BannerView()
}
