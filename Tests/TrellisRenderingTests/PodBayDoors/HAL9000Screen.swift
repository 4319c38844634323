/// The seed's view controller, without UIKit: it owns its interaction and its banner view.
@MainActor
final class HAL9000Screen {
    private let podBayInteraction: any PodBayDoorsInteracting
    let bannerView: BannerView

    init(podBayInteraction: any PodBayDoorsInteracting, bannerView: BannerView) {
        self.podBayInteraction = podBayInteraction
        self.bannerView = bannerView
        podBayInteraction.use(bannerView)
    }

    func didTapMainButton() {
        podBayInteraction.didTapMainButton()
    }
}
