public import TrellisRendering

/// Builds the HAL 9000 screen: the one place its interaction and banner are made and wired.
///
/// `HAL9000Assembler()` builds the screen with a ``BannerView``; an app with a view of its own
/// (the terminal, a `UIView`) passes it in: `HAL9000Assembler { TerminalBannerView() }`.
public struct HAL9000Assembler<Banner: BannerRendering>: Assembler {
    private let killDave: Bool
    private let makeBanner: @MainActor () -> Banner

    /// - Parameters:
    ///   - killDave: Passed to the ``PodBayDoorsInteraction``; `true` in Super Simple Architecture.
    ///   - makeBanner: Makes the view each assembled screen shows HAL's answer in.
    public init(killDave: Bool = true, banner makeBanner: @escaping @MainActor () -> Banner) {
        self.killDave = killDave
        self.makeBanner = makeBanner
    }

    public func assemble() -> HAL9000Screen<Banner> {
        HAL9000Screen(podBayInteraction: PodBayDoorsInteraction(killDave: killDave), bannerView: makeBanner())
    }
}

extension HAL9000Assembler where Banner == BannerView {
    /// Builds screens that show HAL's answer in a ``BannerView``.
    public init(killDave: Bool = true) {
        self.init(killDave: killDave, banner: BannerView.init)
    }
}
