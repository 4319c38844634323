public import Trellis

/// Tells every live screen that shows a photo that its likes changed, so a like in one tab
/// shows up in every other tab on the same photo.
///
/// Screens register the object that renders a photo's likes; the hub holds it weakly, so a
/// screen that closes is simply dropped, never kept alive by the hub. Implementations of
/// ``LikePhoto`` and ``UnlikePhoto`` call ``likesDidChange(of:)`` after they commit; an
/// observer then reads ``CountLikes`` for its own viewer and renders. Reading after the
/// commit (instead of passing a count along) keeps every tab right however changes interleave.
///
/// Changes to one photo that arrive while a delivery for it waits for the main actor join
/// that delivery: a burst of likes on a popular photo costs each observer one render per
/// main-actor turn, not one per like, and every caller still returns only once its change
/// has been delivered.
///
/// ```swift
/// @Injected(\.likeUpdates) var likeUpdates: LikeUpdates
/// likeUpdates.observe(photo.id, by: self)       // self: LikeObserving, held weakly
/// ```
@MainActor
public final class LikeUpdates {
    private var observers: [Photo.ID: [WeakObserver]] = [:]
    /// The delivery waiting to run for each photo; changes made before it starts join it.
    private var waiting: [Photo.ID: Task<Void, Never>] = [:]

    /// An empty hub; ``configureGallery(_:database:)`` makes the one the app shares.
    public nonisolated init() {}

    /// Calls `observer` whenever the likes of `photoID` change, until the observer is released.
    public func observe(_ photoID: Photo.ID, by observer: any LikeObserving) {
        var list = observers[photoID, default: []].filter { $0.observer != nil }
        if !list.contains(where: { $0.observer === observer }) {
            list.append(WeakObserver(observer: observer))
        }
        observers[photoID] = list
    }

    /// Stops calling `observer` for `photoID`.
    public func stopObserving(_ photoID: Photo.ID, by observer: any LikeObserving) {
        let list = observers[photoID, default: []].filter { $0.observer != nil && $0.observer !== observer }
        observers[photoID] = list.isEmpty ? nil : list
    }

    /// Tells the observers of `photoID` that its likes changed, and returns once they were told.
    public func likesDidChange(of photoID: Photo.ID) async {
        guard observers[photoID] != nil else { return }
        if let delivery = waiting[photoID] {
            await delivery.value
            return
        }
        let delivery = Task { @MainActor in
            // From now on a new change needs a new delivery: this one may read before it.
            waiting[photoID] = nil
            deliver(photoID)
        }
        waiting[photoID] = delivery
        await delivery.value
    }

    private func deliver(_ photoID: Photo.ID) {
        guard let list = observers[photoID] else { return }
        let alive = list.compactMap(\.observer)
        if alive.count != list.count {
            observers[photoID] = alive.isEmpty ? nil : alive.map { WeakObserver(observer: $0) }
        }
        for observer in alive {
            observer.likesDidChange(of: photoID)
        }
    }

    /// How many live observers watch `photoID`; for tests and the load benchmark.
    public func observerCount(of photoID: Photo.ID) -> Int {
        observers[photoID, default: []].count { $0.observer != nil }
    }
}

/// Something on a live screen that renders a photo's likes.
@MainActor
public protocol LikeObserving: AnyObject {
    /// The likes of `photoID` changed; read them again and render.
    func likesDidChange(of photoID: Photo.ID)
}

@MainActor
private struct WeakObserver {
    weak var observer: (any LikeObserving)?
}

/// No default: ``configureGallery(_:database:)`` installs the hub the app shares.
enum LikeUpdatesKey: RequiredInjectionKey {
    typealias Value = LikeUpdates
}

extension InjectedValues {
    /// The hub that tells live screens about likes made elsewhere.
    public var likeUpdates: LikeUpdates {
        get { Self[LikeUpdatesKey.self] }
        set { Self[LikeUpdatesKey.self] = newValue }
    }
}
