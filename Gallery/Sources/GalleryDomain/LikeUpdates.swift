public import Trellis

/// Tells every live screen that shows a photo that its likes changed, so a like in one tab
/// shows up in every other tab on the same photo, and tells it again every
/// ``refreshInterval``, so "last liked 2 minutes ago" keeps up with the time.
///
/// A screen observes the photo it shows and keeps the ``LikesSubscription`` it gets for as long
/// as it shows it; releasing the subscription, which happens when the screen itself goes,
/// stops both at once. The hub holds subscriptions weakly, so it never keeps a screen alive.
/// Implementations of ``LikePhoto`` and ``UnlikePhoto`` call ``likesDidChange(of:)`` after they
/// commit; an observer then reads ``CountLikes`` for its own viewer and renders. Reading after
/// the commit (instead of passing a count along) keeps every tab right however changes
/// interleave.
///
/// ## Each observer in its own scope
/// An observer is called from a task made when it started observing, so it runs with the
/// injected values, plugs and action observers of the scope it observed from — its own page's —
/// never with those of the tab whose like it hears about: a page that traces the actions of
/// its clicks sees its own counting, and another tab's never. The same task's clock, read
/// from `\.continuousClock` when observing starts, paces the refresh, so a test moves it with
/// a `TestClock`.
///
/// ## A storm on one photo does not starve the others
/// Telling a thousand open pages costs a thousand reads and renders on the main actor, which
/// every other page needs too. So a delivery tells its observers one at a time, each after
/// the one before has rendered, and work that queued for the main actor meanwhile (another
/// page's load or click) runs between two of them rather than after the last; and once a
/// delivery of a photo ended, the next one for that photo starts no sooner than the last one
/// took, so the fan-out of one photo holds the main actor at most half the time however fast
/// its likes come. Changes that arrive while a delivery waits join it: a burst of likes costs
/// each observer one render per delivery, not one per like, and every caller still returns
/// only once every observer has been told of its change.
///
/// ```swift
/// @Injected(\.likeUpdates) var likeUpdates: LikeUpdates
/// likesSubscription = likeUpdates.observe(photo.id, by: self)   // self: LikeObserving, held weakly
/// ```
@MainActor
public final class LikeUpdates {
    /// How often an observer is told with no change at all: often enough that "last liked 1
    /// minute ago" turns up within half a minute of being true, seldom enough that a thousand
    /// open pages cost a few reads a second.
    public static let refreshInterval: Duration = .seconds(30)

    private var subscriptions: [Photo.ID: [WeakSubscription]] = [:]
    /// The delivery waiting to run for each photo; changes made before it starts join it.
    private var waiting: [Photo.ID: Task<Void, Never>] = [:]
    /// For each photo whose last delivery has ended: when the next may start. Real time, not
    /// the injected clock: it paces the process's own work.
    private var restingUntil: [Photo.ID: ContinuousClock.Instant] = [:]

    /// An empty hub; ``configureGallery(_:database:)`` makes the one the app shares.
    public nonisolated init() {}

    /// Calls `observer` whenever the likes of `photoID` change, and every ``refreshInterval``
    /// on `\.continuousClock`, for as long as the returned subscription lives.
    ///
    /// - Parameters:
    ///   - photoID: The photo the observer shows.
    ///   - observer: Held weakly; called on the main actor, in the scope this call is made in.
    /// - Returns: The subscription; keep it beside the observer (a stored property), so both
    ///   go together. Releasing it stops the calls and the refresh timer at once.
    public func observe(_ photoID: Photo.ID, by observer: any LikeObserving) -> LikesSubscription {
        let subscription = LikesSubscription(
            photoID: photoID,
            observer: observer,
            refreshingEvery: Self.refreshInterval,
            on: InjectedValues[\.continuousClock]
        )
        subscriptions[photoID] = alive(photoID).map(WeakSubscription.init) + [WeakSubscription(subscription)]
        return subscription
    }

    /// Tells the observers of `photoID` that its likes changed, and returns once each was told.
    public func likesDidChange(of photoID: Photo.ID) async {
        guard subscriptions[photoID] != nil else { return }
        if let delivery = waiting[photoID] {
            await delivery.value
            return
        }
        let delivery = Task { @MainActor in
            if let rested = restingUntil[photoID] {
                try? await Task.sleep(until: rested, clock: .continuous)
            }
            // From now on a new change needs a new delivery: this one may read before it.
            waiting[photoID] = nil
            let began = ContinuousClock.now
            await deliver(photoID)
            let ended = ContinuousClock.now
            restingUntil[photoID] = subscriptions[photoID] == nil ? nil : ended + (ended - began)
        }
        waiting[photoID] = delivery
        await delivery.value
    }

    /// How many observers watch `photoID`; for tests and the load benchmark.
    public func observerCount(of photoID: Photo.ID) -> Int {
        subscriptions[photoID, default: []].count { $0.subscription != nil }
    }

    // MARK: - Internal

    /// Hands the change to every live subscription of `photoID` in turn, each once the one
    /// before was told: a subscription calls its observer from its own task and resumes this
    /// delivery behind whatever queued for the main actor meanwhile.
    private func deliver(_ photoID: Photo.ID) async {
        let targets = alive(photoID).map(WeakSubscription.init)
        subscriptions[photoID] = targets.isEmpty ? nil : targets
        // Held weakly until its turn: a page that closes meanwhile is let go at once.
        for target in targets {
            await target.subscription?.tell()
        }
    }

    private func alive(_ photoID: Photo.ID) -> [LikesSubscription] {
        subscriptions[photoID, default: []].compactMap(\.subscription)
    }
}

/// Something on a live screen that renders a photo's likes.
@MainActor
public protocol LikeObserving: AnyObject {
    /// The likes of `photoID` changed, or the time did; read them again and render.
    func likesDidChange(of photoID: Photo.ID)
}

@MainActor
private struct WeakSubscription {
    package weak var subscription: LikesSubscription?

    package init(_ subscription: LikesSubscription) {
        self.subscription = subscription
    }
}

/// No default: ``configureGallery(_:database:)`` installs the hub the app shares.
package enum LikeUpdatesKey: RequiredInjectionKey {
    package typealias Value = LikeUpdates
}

extension InjectedValues {
    /// The hub that tells live screens about likes made elsewhere.
    public var likeUpdates: LikeUpdates {
        get { Self[LikeUpdatesKey.self] }
        set { Self[LikeUpdatesKey.self] = newValue }
    }
}
