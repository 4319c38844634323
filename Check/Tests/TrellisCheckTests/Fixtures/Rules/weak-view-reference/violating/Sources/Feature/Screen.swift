import Trellis

struct BannerRenderable: Renderable {
    let message: String
}

protocol BannerRendering: Rendering<BannerRenderable> {}

/// Holds its banner strongly: the screen that owns it never goes away.
final class PodBayDoorsInteraction {
    var banner: (any BannerRendering)?
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

/// A generic view parameter is still a view.
final class GenericInteraction<Banner: BannerRendering> {
    let banner: Banner

    init(banner: Banner) {
        self.banner = banner
    }
}
