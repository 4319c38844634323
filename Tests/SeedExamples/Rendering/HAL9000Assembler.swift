public import TrellisRendering

/// Builds the HAL 9000 screen with its real interaction and banner.
public struct HAL9000Assembler: Assembler {
    public init() {}

    public func assemble() -> HAL9000Screen<BannerView> {
        HAL9000Screen(podBayInteraction: PodBayDoorsInteraction(), bannerView: BannerView())
    }
}
