/// Super Simple Architecture's view controller, without UIKit: it owns its interaction and its
/// banner, which a test may swap for any other ``BannerRendering``.
@MainActor
public final class HAL9000Screen<Banner: BannerRendering> {
    private let podBayInteraction: any PodBayDoorsInteracting
    public let bannerView: Banner

    public init(podBayInteraction: any PodBayDoorsInteracting, bannerView: Banner) {
        self.podBayInteraction = podBayInteraction
        self.bannerView = bannerView
        podBayInteraction.use(bannerView)
    }

    public func didTapMainButton() {
        podBayInteraction.didTapMainButton()
    }
}
