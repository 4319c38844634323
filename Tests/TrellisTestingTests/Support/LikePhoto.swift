import Trellis

// The seed's LikePhoto example, as the plug tests declare it.

struct Photo: Sendable, Equatable {
    let identifier: Int
    var likes = 0
}

/// Liking a photo: Input Photo, Output Void, asynchronous.
enum LikePhoto: AsyncAction {
    typealias Input = Photo
}

/// Counting a photo's likes: synchronous, may throw.
enum CountLikes: SyncAction {
    typealias Input = Photo
    typealias Output = Int
}

/// Formatting a like count: synchronous and cannot fail.
enum FormatLikes: SyncAction {
    typealias Input = Int
    typealias Output = String
    typealias Failure = Never
}

/// Sharing a photo; no test plugs it globally.
enum SharePhoto: AsyncAction {
    typealias Input = Photo
}

/// Archiving a photo: synchronous, fails only with its own error.
enum ArchivePhoto: SyncAction {
    typealias Input = Photo
    typealias Output = Bool
    typealias Failure = ArchiveError
}

struct ArchiveError: Error, Equatable {}

/// An action that is neither async nor sync, so it can never be plugged.
enum DeclaredOnly: Action {}

// The seed's model sugar.
extension Photo {
    func like() async throws {
        try await action(LikePhoto.self, self)
    }

    func likeCount() throws -> Int {
        try action(CountLikes.self, self)
    }
}

/// The backend the real implementation talks to: it records the requests it receives.
actor PhotoServer {
    private(set) var requests: [String] = []
    func post(_ path: String) { requests.append(path) }
}

/// The seed's `MyLikePhoto`, without inheritance.
struct MyLikePhoto: AsyncPerforming {
    let server: PhotoServer
    func perform(_ input: Photo) async throws {
        await server.post("/photos/\(input.identifier)/like")
    }
}

struct StoredCountLikes: SyncPerforming {
    func perform(_ input: Photo) -> Int { input.likes }
}

struct LikeFailed: Error, Equatable {}

/// The screen that shows a photo's like button: an interaction that calls the action and
/// renders the outcome.
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
