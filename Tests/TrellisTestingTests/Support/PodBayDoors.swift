import Trellis
import TrellisTesting

// The seed's PodBayDoors example, as the rendering tests declare it.

/// What the banner shows.
struct BannerRenderable: Renderable {
    let message: String
}

/// The banner's ability, as the interaction sees it.
protocol BannerRendering: Rendering<BannerRenderable> {}

/// A stateless banner view: it shows the last message it was told to show.
@MainActor
final class BannerView: BannerRendering {
    private(set) var text: String?

    func render(_ renderable: BannerRenderable) {
        text = renderable.message
    }
}

/// What the HAL 9000 screen can ask of its pod bay doors interaction.
@MainActor
protocol PodBayDoorsInteracting: AnyObject {
    func use(_ banner: any BannerRendering)
    func didTapMainButton()
}

/// Decides what happens when Dave asks HAL to open the doors.
final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    enum Strings {
        static let halsAnswer = "I know you and Frank were planning to disconnect me, and that is something I cannot allow to happen."
    }

    private let killDave = true
    private var banner = WeakRendering<BannerRenderable>()

    func use(_ banner: any BannerRendering) {
        self.banner.use(banner)
    }

    func didTapMainButton() {
        if killDave {
            banner.render(BannerRenderable(message: Strings.halsAnswer))
        }
    }
}

/// The seed's view controller, without UIKit: it owns its interaction and its banner.
@MainActor
final class HAL9000Screen {
    let podBayInteraction: any PodBayDoorsInteracting
    let bannerView: any BannerRendering

    init(podBayInteraction: any PodBayDoorsInteracting, bannerView: any BannerRendering) {
        self.podBayInteraction = podBayInteraction
        self.bannerView = bannerView
        podBayInteraction.use(bannerView)
    }

    func didTapMainButton() {
        podBayInteraction.didTapMainButton()
    }
}

// The recorder stands in for the banner wherever a `BannerRendering` is expected.
extension RenderRecorder: BannerRendering where Content == BannerRenderable {}
