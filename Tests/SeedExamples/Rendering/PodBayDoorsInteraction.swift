import TrellisRendering

/// The seed's interaction: decides what happens when Dave asks HAL to open the doors.
public final class PodBayDoorsInteraction {
    private let killDave = true
    private var banner = WeakRendering<BannerRenderable>()

    public init() {}
}

extension PodBayDoorsInteraction: PodBayDoorsInteracting {
    public enum Strings {
        public static let halsAnswer = "I know you and Frank were planning to disconnect me, and that is something I cannot allow to happen."
    }

    public func didTapMainButton() {
        if killDave { // Just to show the business logic is resolved here.
            banner.render(BannerRenderable(message: Strings.halsAnswer))
        } else {
            // Open doors.
        }
    }

    public func use(_ banner: any BannerRendering) {
        self.banner.use(banner)
    }
}
