/// What the HAL 9000 screen can ask of its pod bay doors interaction.
@MainActor
public protocol PodBayDoorsInteracting: AnyObject {
    func use(_ banner: any BannerRendering)
    func didTapMainButton()
}
