import Trellis

/// The screen: owns its interaction and its banner, and forwards the button to the former.
@MainActor
final class HAL9000Screen {
    private let interaction: any PodBayDoorsInteracting
    let banner: TerminalBannerView

    init(interaction: any PodBayDoorsInteracting, banner: TerminalBannerView) {
        self.interaction = interaction
        self.banner = banner
        interaction.use(banner)
    }

    func didTapMainButton() {
        interaction.didTapMainButton()
    }
}

/// Wires the screen: the seed's Assembler, whose one job is `assemble()`.
struct HAL9000Assembler: Assembler {
    func assemble() -> HAL9000Screen {
        HAL9000Screen(interaction: PodBayDoorsInteraction(), banner: TerminalBannerView())
    }
}
