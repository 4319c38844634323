import TrellisRendering

/// Builds the HAL 9000 screen with its real interaction.
struct HAL9000Assembler: Assembler {
    func assemble() -> HAL9000Screen {
        HAL9000Screen(podBayInteraction: PodBayDoorsInteraction(), bannerView: BannerView())
    }
}
