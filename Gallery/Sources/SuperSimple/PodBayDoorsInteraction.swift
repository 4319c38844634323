import GalleryDomain
import LiveScreens
import Trellis

/// The article's interaction protocol.
@MainActor
protocol PodBayDoorsInteracting: AnyObject {
    func use(_ banner: any BannerRendering)
    func didTapMainButton()
}

/// The article's interaction: asks the ship through Plug, then renders its answer into the
/// banner it holds weakly.
@MainActor
final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private var banner = WeakRendering<BannerRenderable>()

    func use(_ banner: any BannerRendering) {
        self.banner.use(banner)
    }

    func didTapMainButton() {
        banner.render(BannerRenderable(banner: HALBanner(action(OpenPodBayDoors.self))))
    }
}
