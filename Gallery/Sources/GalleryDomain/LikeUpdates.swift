public import Trellis

/// Tells every live screen that shows a photo that its likes changed, handing each its own
/// viewer's count, so a like in one tab shows up in every other tab on the same photo; and
/// tells it again every ``refreshInterval``, so "last liked 2 minutes ago" keeps up with the
/// time.
///
/// A screen observes the photo it shows, as its page's viewer, and keeps the
/// ``LikesSubscription`` it gets for as long as it shows it; releasing the subscription, which
/// happens when the screen itself goes, stops both at once. The hub holds subscriptions weakly,
/// so it never keeps a screen alive.
///
/// ## One read per change
/// Implementations of ``LikePhoto`` and ``UnlikePhoto`` ask for the ``viewers(of:)`` the photo
/// is shown to, read the likes as each of them sees them in the change's own transaction, and
/// hand those counts to ``likesDidChange(_:by:)`` once committed: a like on a photo open in a
/// thousand tabs is one write and one read, and no tab reads again. A change that brings no
/// counts — another instance's, heard of by notification — calls ``likesDidChange(of:)``, and
/// the hub reads the photo's likes once, for every observer's viewer together
/// (``LikesRepository``). Counts are read in a transaction and carry their
/// ``LikeCount/revision``, so however changes interleave and whichever read finishes first, a
/// page keeps the newest it was shown.
///
/// ## Each observer in its own scope
/// An observer is told from a task made when it started observing, so it runs with the
/// injected values, plugs and action observers of the scope it observed from — its own page's —
/// never with those of the tab whose like it hears about. It calls nothing to learn the new
/// count: a page that traces the actions of its clicks sees no call for another tab's like, and
/// the hub's one read is no page's call. The one exception is the liker's own pages, told its
/// count by the like's own call: they render it and call nothing either. A refresh is the
/// page's own: it reads ``CountLikes`` in that scope. The same task's clock, read from
/// `\.continuousClock` when observing starts, paces the refresh, so a test moves it with a
/// `TestClock`.
///
/// ## A storm on one photo does not starve the others
/// Telling a thousand open pages costs a thousand renders on the main actor, which every other
/// page needs too. So a delivery tells its observers one at a time, each after the one before
/// has rendered, and work that queued for the main actor meanwhile (another page's load or
/// click) runs between two of them rather than after the last; a photo has one delivery under
/// way at a time; and once a delivery of a photo ended, the next one for that photo starts no
/// sooner than its telling took, so the fan-out of one photo holds the main actor at most half
/// the time however fast its likes come. Changes that arrive before a delivery starts join it:
/// a burst of likes costs one read per delivery and one render per observer, not one per like,
/// and every caller still returns only once every observer has been told of its change.
///
/// ```swift
/// @Injected(\.likeUpdates) var likeUpdates: LikeUpdates
/// likesSubscription = likeUpdates.observe(like, by: self)   // self: LikeObserving, held weakly
/// ```
@MainActor
public final class LikeUpdates {
    /// How often an observer is told with no change at all: often enough that "last liked 1
    /// minute ago" turns up within half a minute of being true, seldom enough that a thousand
    /// open pages cost a few reads a second, none of them on the main actor.
    public static let refreshInterval: Duration = .seconds(30)

    /// Where a delivery reads the likes of the photo it tells about.
    private let likes: any LikesRepository
    private var subscriptions: [Photo.ID: [WeakSubscription]] = [:]
    /// The delivery waiting to start for each photo; changes made before it starts join it.
    private var waiting: [Photo.ID: Task<Void, Never>] = [:]
    /// The delivery under way for each photo, reading or telling; the next one waits for it.
    private var running: [Photo.ID: Task<Void, Never>] = [:]
    /// For each photo whose last delivery has ended: when the next may start. Real time, not
    /// the injected clock: it paces the process's own work.
    private var restingUntil: [Photo.ID: ContinuousClock.Instant] = [:]
    /// The counts the changes waiting for each photo's next delivery brought along.
    private var known: [Photo.ID: KnownCounts] = [:]

    /// An empty hub reading through `likes`; ``configureGallery(_:database:)`` makes the one
    /// the app shares.
    public nonisolated init(likes: any LikesRepository) {
        self.likes = likes
    }

    /// Hands `observer` the count `like.viewer` sees whenever the likes of `like.photoID`
    /// change, and every ``refreshInterval`` on `\.continuousClock`, for as long as the
    /// returned subscription lives.
    ///
    /// - Parameters:
    ///   - like: The photo the observer shows, and the viewer it shows it to.
    ///   - observer: Held weakly; called on the main actor, in the scope this call is made in.
    /// - Returns: The subscription; keep it beside the observer (a stored property), so both
    ///   go together. Releasing it stops the calls and the refresh timer at once.
    public func observe(_ like: Like, by observer: any LikeObserving) -> LikesSubscription {
        let subscription = LikesSubscription(
            like: like,
            observer: observer,
            refreshingEvery: Self.refreshInterval,
            on: InjectedValues[\.continuousClock]
        ) { [weak self] like in
            Task { @MainActor in self?.forget(like.photoID) }
        }
        subscriptions[like.photoID] = alive(like.photoID).map(WeakSubscription.init) + [WeakSubscription(subscription)]
        return subscription
    }

    /// The viewers whose pages show `photoID` now: the ones a change of its likes reads the
    /// counts of, in its own transaction, for ``likesDidChange(_:by:)``.
    public func viewers(of photoID: Photo.ID) -> Set<Viewer> {
        Set(alive(photoID).map(\.like.viewer))
    }

    /// Tells the observers of `photoID` that its likes changed, and returns once each was told.
    public func likesDidChange(of photoID: Photo.ID) async {
        await likesDidChange(of: photoID, known: nil)
    }

    /// Tells the observers of `like.photoID` that `like.viewer` changed its likes, leaving
    /// `counts`, read in the change's own transaction as the liker and the ``viewers(of:)``
    /// the photo then had see them, and returns once each was told.
    ///
    /// The pages of `like.viewer` are told at once, by this call
    /// (``LikesSubscription/tellNow(_:)``): the page that clicked is waiting for its count, and
    /// they need not wait for a delivery of other changes under way or resting (a page keeps
    /// the newest count it was shown, so an older one arriving later is not drawn). The other
    /// viewers' pages are told by the next delivery, from the newest counts its
    /// changes brought; it reads only for a viewer none of them asked about, such as a page
    /// opened since. A photo no other viewer watches needs no delivery at all.
    public func likesDidChange(_ counts: LikeCounts, by like: Like) async {
        let alive = alive(like.photoID)
        if let mine = counts[like.viewer] {
            for subscription in alive where subscription.like.viewer == like.viewer {
                subscription.tellNow(mine)
            }
        }
        guard alive.contains(where: { $0.like.viewer != like.viewer }) else { return }
        await likesDidChange(of: like.photoID, known: (counts, like.viewer))
    }

    private func likesDidChange(of photoID: Photo.ID, known: (counts: LikeCounts, told: Viewer)?) async {
        guard subscriptions[photoID] != nil else { return }
        // A change without counts makes the delivery read for everyone; with them, the newest
        // counts handed over are still the newest once every change of the delivery committed.
        var pending = self.known[photoID] ?? KnownCounts()
        pending.add(known)
        self.known[photoID] = pending
        if let delivery = waiting[photoID] {
            await delivery.value
            return
        }
        let underWay = running[photoID]
        let delivery = Task { @MainActor in
            // One delivery of a photo at a time: wait for the one under way, then rest.
            await underWay?.value
            if let rested = restingUntil[photoID], rested > .now {
                try? await Task.sleep(until: rested, clock: .continuous)
            }
            // From now on a new change needs a new delivery: this one may read before it.
            running[photoID] = waiting.removeValue(forKey: photoID)
            let telling = await deliver(photoID, knowing: self.known.removeValue(forKey: photoID) ?? KnownCounts())
            running[photoID] = nil
            restingUntil[photoID] = subscriptions[photoID] == nil ? nil : .now + telling
        }
        waiting[photoID] = delivery
        await delivery.value
    }

    /// Whether a delivery of `photoID` waits, runs or rests: for tests that show a change
    /// needed none.
    package func hasDelivery(of photoID: Photo.ID) -> Bool {
        waiting[photoID] != nil || running[photoID] != nil || restingUntil[photoID] != nil
    }

    /// Tells the observers of every photo some live screen shows, after one read per photo, as
    /// if each had changed; returns once each was told.
    ///
    /// For changes this process may have missed: another instance's likes arrive as
    /// notifications, and a notification sent while the connection that hears them was down is
    /// lost for good, so an instance that hears again re-reads what its pages show.
    public func likesMayHaveChangedEverywhere() async {
        await withDiscardingTaskGroup { group in
            for photo in observedPhotos {
                group.addTask { await self.likesDidChange(of: photo) }
            }
        }
    }

    /// The photos some live screen shows.
    private var observedPhotos: Set<Photo.ID> {
        Set(subscriptions.keys.filter { !alive($0).isEmpty })
    }

    /// Drops what the hub keeps for `photoID` once no page shows it: a server that showed a
    /// thousand photos since it started keeps nothing for those none shows now, so the memory
    /// of closed pages is not pinned by the hub's entries for them.
    private func forget(_ photoID: Photo.ID) {
        let alive = alive(photoID)
        guard alive.isEmpty else {
            subscriptions[photoID] = alive.map(WeakSubscription.init)
            return
        }
        subscriptions[photoID] = nil
        if waiting[photoID] == nil, running[photoID] == nil {
            restingUntil[photoID] = nil
            known[photoID] = nil
        }
    }

    /// How many photos the hub keeps entries for: those some page shows, and those whose
    /// last page closed a moment ago. For tests.
    package var keptPhotoCount: Int {
        subscriptions.count
    }

    /// How many observers watch `photoID`; for tests and the load benchmark.
    public func observerCount(of photoID: Photo.ID) -> Int {
        subscriptions[photoID, default: []].count { $0.subscription != nil }
    }

    /// Returns once every delivery under way or waiting has ended and every observer was told
    /// everything handed to it before, the reads of its refreshes included: what a test awaits
    /// after moving the clock, before it reads a page.
    public func settled() async {
        for delivery in Array(waiting.values) + Array(running.values) {
            await delivery.value
        }
        for target in subscriptions.values.joined() {
            await target.subscription?.settled()
        }
    }

    // MARK: - Internal

    /// Hands each live subscription of `photoID` its viewer's count in turn, each once the
    /// one before was told: from the newest counts the delivery's changes brought
    /// (``KnownCounts``), and for viewers those did not ask about, after one read for all of
    /// them.
    /// A subscription tells its observer from its own task and resumes this delivery behind
    /// whatever queued for the main actor meanwhile. A read that fails tells nobody: those
    /// pages keep what they show until the next change or refresh.
    ///
    /// - Returns: How long the telling took, which the photo then rests.
    private func deliver(_ photoID: Photo.ID, knowing known: KnownCounts) async -> Duration {
        // Held weakly from here on: a page that closes during the read or before its turn is
        // let go at once.
        let (targets, viewers) = targets(photoID)
        subscriptions[photoID] = targets.isEmpty ? nil : targets
        guard !targets.isEmpty else { return .zero }
        let known = known.newest
        let unknown = viewers.filter { known?.counts[$0] == nil }
        var read: LikeCounts?
        if !unknown.isEmpty {
            guard let counts = try? await likes.likeCounts(of: photoID, seenBy: unknown) else { return .zero }
            read = counts
        }
        return await tell(targets) { viewer in
            // The pages of the viewer whose change brought the newest counts have them.
            viewer == known?.told ? nil : known?.counts[viewer] ?? read?[viewer]
        }
    }

    /// Tells each of `targets` whose viewer `count` answers for, in turn; how long it took.
    private func tell(_ targets: [WeakSubscription], _ count: (Viewer) -> LikeCount?) async -> Duration {
        let began = ContinuousClock.now
        for target in targets {
            guard let subscription = target.subscription, let likes = count(subscription.like.viewer) else { continue }
            await subscription.tell(likes)
        }
        return .now - began
    }

    /// The live subscriptions of `photoID`, held weakly, and the viewers they count for.
    private func targets(_ photoID: Photo.ID) -> ([WeakSubscription], Set<Viewer>) {
        let alive = alive(photoID)
        return (alive.map(WeakSubscription.init), Set(alive.map(\.like.viewer)))
    }

    private func alive(_ photoID: Photo.ID) -> [LikesSubscription] {
        subscriptions[photoID, default: []].compactMap(\.subscription)
    }
}

/// Something on a live screen that renders a photo's likes.
@MainActor
public protocol LikeObserving: AnyObject {
    /// The likes of `photoID` as the observer's viewer sees them, read after a change (once
    /// for every page on the photo) or because time went by; render them.
    func likesDidChange(_ likes: LikeCount, of photoID: Photo.ID)
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

/// The counts the changes joining one delivery brought along, read in their own transactions.
///
/// Writes are serialised, so the change with the highest revision committed after all the
/// others: its counts are the photo's newest, for every viewer its read asked about. A change
/// that brought none (``LikeUpdates/likesDidChange(of:)``) may be newer than any, so then none
/// is kept and every page's count is read.
struct KnownCounts {
    private var latest: (counts: LikeCounts, told: Viewer)?
    private var complete = true

    /// Adds the counts a change brought, and the viewer whose pages it told them already.
    mutating func add(_ known: (counts: LikeCounts, told: Viewer)?) {
        guard let known else {
            complete = false
            return
        }
        if latest.map({ known.counts.revision > $0.counts.revision }) ?? true {
            latest = known
        }
    }

    /// The newest counts, to hand over without a read, and the viewer already told them;
    /// `nil` when every count must be read.
    var newest: (counts: LikeCounts, told: Viewer)? {
        complete ? latest : nil
    }
}
