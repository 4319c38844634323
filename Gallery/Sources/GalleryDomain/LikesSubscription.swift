import Trellis

/// An observer's hold on one photo's like updates, from ``LikeUpdates/observe(_:by:)``: while
/// it lives, the observer is handed its viewer's count after every change to the photo's likes
/// and, every ``LikeUpdates/refreshInterval``, again, so "last liked" keeps up with the time.
///
/// Store it beside the observer, so that both go together:
///
/// ```swift
/// private var likesSubscription: LikesSubscription?
/// …
/// likesSubscription = likeUpdates.observe(like, by: self)
/// ```
///
/// It runs two tasks, both made when observing started and so in the observer's own scope
/// (its page's injected values, plugs and action observers). One tells the observer, in
/// order, what was handed to it: each count a delivery read for it, and each refresh, for
/// which it reads ``CountLikes`` for its viewer — the page's own read, on the store's reader,
/// never on the main actor. The other sleeps on the clock between refreshes, and hands the
/// first one a refresh each time it wakes, without waiting for the read, so the next sleep
/// starts at once. Its release ends both — the refresh's sleep is cancelled, so nothing is
/// left waiting on the clock once a page has closed — and a change handed over just before is
/// still told, to nobody, so the caller waiting for it goes on.
public final class LikesSubscription: Sendable {
    /// The photo whose likes are observed, and the viewer they are counted for.
    public let like: Like
    /// What the observer is told, in the order it was handed over.
    private let work: Mailbox<Work>
    /// The observer, for ``tellNow(_:)``; held weakly, as the observer holds this.
    @MainActor private weak var observer: (any LikeObserving)?
    /// Called once this subscription is released, so the hub forgets it.
    private let onRelease: @Sendable (Like) -> Void
    private let refresh: Task<Void, Never>

    /// One thing for the observer's task to do.
    private enum Work: Sendable {
        /// A delivery's count for this observer, and the delivery waiting until it was told.
        case change(LikeCount, told: CheckedContinuation<Void, Never>)
        /// Time went by: count again and tell.
        case refresh
        /// Someone waiting until everything handed over before was told.
        case settled(CheckedContinuation<Void, Never>)
    }

    /// The photo observed.
    public var photoID: Photo.ID {
        like.photoID
    }

    @MainActor
    package init(
        like: Like,
        observer: any LikeObserving,
        refreshingEvery interval: Duration,
        on clock: any Clock<Duration>,
        onRelease: @escaping @Sendable (Like) -> Void = { _ in }
    ) {
        self.like = like
        self.onRelease = onRelease
        self.observer = observer
        let work = Mailbox<Work>()
        self.work = work
        // Ends once `work` finishes and everything handed over before was done.
        Task { @MainActor [weak observer] in
            while let item = await work.next() {
                switch item {
                case let .change(likes, told):
                    observer?.likesDidChange(likes, of: like.photoID)
                    told.resume()
                case .refresh:
                    guard observer != nil, let likes = try? await CountLikes.perform(like) else { continue }
                    observer?.likesDidChange(likes, of: like.photoID)
                case let .settled(done):
                    done.resume()
                }
            }
        }
        refresh = Task { @MainActor [weak observer] in
            while true {
                do {
                    try await clock.sleep(for: interval)
                } catch {
                    return  // released: the observer is gone, or going
                }
                guard observer != nil else { return }
                work.send(.refresh)
            }
        }
    }

    deinit {
        work.finish()
        refresh.cancel()
        onRelease(like)
    }

    /// Hands `likes` to the observer's task and returns once the observer was told; at once if
    /// this subscription is already being released.
    @MainActor
    package func tell(_ likes: LikeCount) async {
        await withCheckedContinuation { told in
            if !work.send(.change(likes, told: told)) {
                told.resume()
            }
        }
    }

    /// Tells the observer `likes` at once, from the caller's task rather than the observer's.
    ///
    /// For the pages of the viewer whose own change read `likes`: the page that clicked waits
    /// for it, and an observer renders a count and calls nothing, so whose scope it runs in
    /// makes no difference to what it does. It is not ordered with what the observer's task
    /// still has to tell; the count's revision is, so a page keeps the newest either way.
    @MainActor
    package func tellNow(_ likes: LikeCount) {
        observer?.likesDidChange(likes, of: like.photoID)
    }

    /// Returns once the observer was told everything handed to it before this call, the reads
    /// of its refreshes included; at once if this subscription is already being released.
    @MainActor
    package func settled() async {
        await withCheckedContinuation { done in
            if !work.send(.settled(done)) {
                done.resume()
            }
        }
    }
}
