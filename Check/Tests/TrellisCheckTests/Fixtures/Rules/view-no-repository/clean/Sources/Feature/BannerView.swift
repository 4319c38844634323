import Trellis

struct BannerRenderable: Renderable {
    let message: String
}

protocol BannerRendering: Rendering<BannerRenderable> {}

enum OpenPodBayDoors: SyncAction {
    typealias Output = String
    typealias Failure = Never
}

final class BannerView: BannerRendering {
    func render(_ renderable: BannerRenderable) {}
}

/// The interaction reads and calls; the view only renders.
final class PodBayDoorsInteraction {
    @Injected(\.usersRepository) private var users: any UsersRepository
    private var banner = WeakRendering<BannerRenderable>()

    func didTap() {
        banner.render(BannerRenderable(message: action(OpenPodBayDoors.self)))
    }
}
