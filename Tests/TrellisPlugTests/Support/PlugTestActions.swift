import ArticleExamples
import Synchronization
import TrellisPlug

// The actions only the plug tests use, next to the Plug article's shared LikePhoto example.

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
