import Trellis

struct BannerRenderable: Renderable {
    let message: String
}

protocol BannerRendering: Rendering<BannerRenderable> {}

enum OpenPodBayDoors: SyncAction {
    typealias Output = String
    typealias Failure = Never
}

/// A view that fetches its own data.
final class BannerView: BannerRendering {
    @Injected(\.usersRepository) private var users: any UsersRepository

    func render(_ renderable: BannerRenderable) {}

    func didTap() {
        print(action(OpenPodBayDoors.self))
    }
}
