import Trellis

/// What the screen asks of its interaction.
@MainActor
protocol PodBayDoorsInteracting: AnyObject {
    func use(_ banner: any BannerRendering)
    func didTapMainButton()
}

/// Reacts to the main button: asks the ship, then renders its answer into the banner it was
/// given, which it holds weakly and forgets once the screen is gone.
@MainActor
final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private var banner = WeakRendering<BannerRenderable>()

    func use(_ banner: any BannerRendering) {
        self.banner.use(banner)
    }

    func didTapMainButton() {
        switch action(OpenPodBayDoors.self) {
        case .opened:
            banner.render(BannerRenderable(message: "Pod bay doors opening, Dave."))
        case let .refused(reason):
            banner.render(BannerRenderable(message: reason))
        }
    }
}
