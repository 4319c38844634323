import ArticleExamples
import Trellis

// A like button on the Plug article's LikePhoto action: an interaction that calls it and renders the
// outcome.

/// What the like button shows.
struct LikeButtonRenderable: Renderable {
    let title: String
    let isEnabled: Bool
}

@MainActor
final class LikeButtonInteraction {
    private var button = WeakRendering<LikeButtonRenderable>()
    private let photo: Photo

    init(photo: Photo) {
        self.photo = photo
    }

    func use(_ button: some Rendering<LikeButtonRenderable>) {
        self.button.use(button)
    }

    func didTapLike() async {
        button.render(LikeButtonRenderable(title: "Liking…", isEnabled: false))
        do {
            try await photo.like()
            button.render(LikeButtonRenderable(title: "Liked", isEnabled: false))
        } catch {
            button.render(LikeButtonRenderable(title: "Try again", isEnabled: true))
        }
    }
}
