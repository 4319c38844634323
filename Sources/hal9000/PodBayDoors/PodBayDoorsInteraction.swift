import TrellisRendering

/// Super Simple Architecture's interaction: decides what happens when Dave asks HAL to open the doors.
///
/// The decision lives here, not in the view; the view only shows the answer it is handed.
public final class PodBayDoorsInteraction {
    private let killDave: Bool
    private var banner = WeakRendering<BannerRenderable>()

    /// Makes HAL's interaction; `killDave` is `true` in Super Simple Architecture, and `false`
    /// plays the other branch.
    public init(killDave: Bool = true) {
        self.killDave = killDave
    }
}

extension PodBayDoorsInteraction: PodBayDoorsInteracting {
    /// What HAL says, word for word.
    public enum Strings {
        public static let halsAnswer = "I know you and Frank were planning to disconnect me, and that is something I cannot allow to happen."
        public static let doorsOpening = "Pod bay doors opening, Dave."
    }

    public func didTapMainButton() {
        if killDave { // Just to show the business logic is resolved here.
            banner.render(BannerRenderable(message: Strings.halsAnswer))
        } else {
            // Open doors.
            banner.render(BannerRenderable(message: Strings.doorsOpening))
        }
    }

    public func use(_ banner: any BannerRendering) {
        self.banner.use(banner)
    }
}
