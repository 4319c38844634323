import Trellis

extension SuperSimple {
    struct UsersRenderable: Renderable {
        let names: [String]
    }

    protocol UsersRendering: Rendering<UsersRenderable> {}

    /// A view named like MVC's controller: it only renders.
    final class UsersViewController: UsersRendering {
        func render(_ renderable: UsersRenderable) {}
    }

    struct PhotoRenderable: Renderable {
        let likes: Int
    }

    protocol PhotoRendering: Rendering<PhotoRenderable> {}

    /// A view that calls an action itself.
    final class PhotoScreen: PhotoRendering {
        func render(_ renderable: PhotoRenderable) {}

        func didTapLike() async throws {
            try await action(LikePhoto.self, 1)
        }
    }
}
