import Trellis

struct BannerRenderable: Renderable {
    let message: String
}

protocol BannerRendering: Rendering<BannerRenderable> {}

/// Holds its banner strongly, while the banner holds it: neither is ever freed.
final class PodBayDoorsInteraction {
    var banner: (any BannerRendering)?
}

final class BannerView: BannerRendering {
    let interaction = PodBayDoorsInteraction()

    func render(_ renderable: BannerRenderable) {}
}

protocol UserViewContract: ViperView {}
protocol UserPresenterContract: ViperPresenter {}

final class UserPresenter: UserPresenterContract {
    var view: (any UserViewContract)?
}

final class UserInteractor: ViperInteractor {
    var presenter: (any UserPresenterContract)?
}

final class UserRouter: ViperRouter {
    var entry: (any UserViewContract)?
    weak var presenter: (any UserPresenterContract)?
}

/// An interaction by what it holds weakly; a generic view parameter is still a view.
final class GenericInteraction<Banner: BannerRendering> {
    let banner: Banner
    private var other = WeakRendering<BannerRenderable>()

    init(banner: Banner) {
        self.banner = banner
    }
}
