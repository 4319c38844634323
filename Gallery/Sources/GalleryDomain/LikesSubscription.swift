/// An observer's hold on one photo's like updates, from ``LikeUpdates/observe(_:by:)``: while
/// it lives, the observer is told about every change to the photo's likes and, every
/// ``LikeUpdates/refreshInterval``, that time went by.
///
/// Store it beside the observer, so that both go together:
///
/// ```swift
/// private var likesSubscription: LikesSubscription?
/// …
/// likesSubscription = likeUpdates.observe(like.photoID, by: self)
/// ```
///
/// It runs two tasks, both made when observing started and so in the observer's own scope
/// (its page's injected values, plugs and action observers): one calls the observer for each
/// change the hub hands it, the other sleeps on the clock between refreshes. Its release
/// ends both at once — the refresh's sleep is cancelled, so nothing is left waiting on the
/// clock once a page has closed — and a change handed over just before is still told, to
/// nobody, so the caller waiting for it goes on.
public final class LikesSubscription: Sendable {
    /// The photo whose likes are observed.
    public let photoID: Photo.ID
    /// Each change handed over, as the continuation of the delivery waiting for it.
    private let changes: AsyncStream<CheckedContinuation<Void, Never>>.Continuation
    private let refresh: Task<Void, Never>

    @MainActor
    package init(photoID: Photo.ID, observer: any LikeObserving, refreshingEvery interval: Duration, on clock: any Clock<Duration>) {
        self.photoID = photoID
        let (told, changes) = AsyncStream.makeStream(of: CheckedContinuation<Void, Never>.self)
        self.changes = changes
        // Ends once `changes` finishes and every change handed over before was told.
        Task { @MainActor [weak observer] in
            for await delivery in told {
                observer?.likesDidChange(of: photoID)
                delivery.resume()
            }
        }
        refresh = Task { @MainActor [weak observer] in
            while true {
                do {
                    try await clock.sleep(for: interval)
                } catch {
                    return  // released: the observer is gone, or going
                }
                guard let observer else { return }
                observer.likesDidChange(of: photoID)
            }
        }
    }

    deinit {
        changes.finish()
        refresh.cancel()
    }

    /// Hands a change to the observer's task and returns once the observer was told; at once
    /// if this subscription is already being released.
    @MainActor
    package func tell() async {
        await withCheckedContinuation { delivery in
            if case .terminated = changes.yield(delivery) {
                delivery.resume()
            }
        }
    }
}
