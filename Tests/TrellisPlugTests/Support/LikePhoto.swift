import Synchronization
import TrellisPlug

// The seed's LikePhoto example, declared as an app would under Swift 6.

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

/// Reloading the feed: no input.
enum RefreshFeed: AsyncAction {}

/// An action no test ever plugs globally.
enum SharePhoto: AsyncAction {
    typealias Input = Photo
}

/// An action no test ever plugs globally, that cannot fail.
enum ArchivePhoto: SyncAction {
    typealias Input = Photo
    typealias Failure = Never
}

// The seed's model sugar.
extension Photo {
    func like() async throws {
        try await action(LikePhoto.self, self)
    }
}

/// The backend the real implementation talks to: it records the likes it receives.
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

struct PluralFormatLikes: SyncPerforming {
    func perform(_ input: Int) -> String { input == 1 ? "1 like" : "\(input) likes" }
}

/// Counts how many instances were made and how many calls each served.
final class InstanceCounter: Sendable {
    private let made = Mutex(0)
    func make() -> Int { made.withLock { $0 += 1; return $0 } }
    var count: Int { made.withLock { $0 } }
}

final class CountingCountLikes: SyncPerforming, Sendable {
    let serial: Int
    init(counter: InstanceCounter) { serial = counter.make() }
    func perform(_ input: Photo) -> Int { serial }
}

struct LikeFailed: Error, Equatable {}
