import Foundation
import Gallery
import GalleryDomain
import GallerySQLite
import LiveScreens
import Synchronization
import Testing
import Trellis
import TrellisTesting

/// The hub that tells live screens about likes: after a change it reads the photo's likes
/// once and hands each observer its own viewer's count before the change returns, in the
/// scope the observer observed from; every refresh interval on the injected clock, an observer
/// counts again for itself; until its subscription is released.
@MainActor
@Suite("Like updates")
struct LikeUpdatesTests {
    /// A photo's likes, read from a set of likers, each read recorded with the viewers asked.
    final class StoredLikes: LikesRepository {
        let likers: Set<Viewer>
        private let log = Mutex<[Set<Viewer>]>([])

        init(likers: Set<Viewer> = []) {
            self.likers = likers
        }

        /// The viewers each read asked about, in order.
        var reads: [Set<Viewer>] {
            log.withLock { $0 }
        }

        func likeCounts(of _: Photo.ID, seenBy viewers: Set<Viewer>) async throws -> LikeCounts {
            let read = log.withLock { log in
                log.append(viewers)
                return log.count
            }
            return LikeCounts(
                count: likers.count,
                sinceLastLike: nil,
                revision: Int64(read),
                likedBy: Dictionary(uniqueKeysWithValues: viewers.map { ($0, likers.contains($0)) })
            )
        }
    }

    /// Which scope an observer is told in: bound around `observe` and around a change.
    @TaskLocal static var scope: String?

    /// Records each count it is handed, and the scope it is told in, as a screen renders.
    final class Watcher: LikeObserving {
        var told: [LikeCount] = []
        var scopes: [String?] = []
        var subscription: LikesSubscription?

        func likesDidChange(_ likes: LikeCount, of _: Photo.ID) {
            told.append(likes)
            scopes.append(LikeUpdatesTests.scope)
        }
    }

    static let photo: Photo.ID = 1
    static let like = Like(photoID: photo, viewer: FeatureScript.viewer)

    let time = TestTime()

    /// Runs `body` with a hub reading `likes`, at the test's time, with ``CountLikes`` (what a
    /// refresh reads) answering `refreshed`.
    func withHub(
        _ likes: StoredLikes = StoredLikes(),
        refreshed: LikeCount = LikeCount(count: 0, likedByViewer: false),
        _ body: (LikeUpdates) async throws -> Void
    ) async rethrows {
        try await withOverrides {
            time.install(in: &$0)
            $0.plug(CountLikes.self) { _ in refreshed }
        } operation: {
            try await body(LikeUpdates(likes: likes))
        }
    }

    @Test func anObserverIsHandedItsCountOfAChangeBeforeTheChangeReturns() async {
        let likes = StoredLikes(likers: [FeatureScript.viewer])
        await withHub(likes) { updates in
            let watcher = Watcher()
            watcher.subscription = updates.observe(Self.like, by: watcher)
            await updates.likesDidChange(of: Self.photo)
            #expect(watcher.told == [LikeCount(count: 1, likedByViewer: true, revision: 1)])
            await updates.likesDidChange(of: 2)
            #expect(watcher.told.count == 1, "a change to another photo is not its business")
            #expect(likes.reads.count == 1, "nor is it read")
        }
    }

    @Test func aDeliveryReadsThePhotosLikesOnceAndHandsEachObserverItsOwnViewersCount() async {
        let viewers = (0..<20).map { Viewer(id: "page-\($0)")! }
        let likes = StoredLikes(likers: Set(viewers.prefix(5)))
        await withHub(likes) { updates in
            let watchers = viewers.map { _ in Watcher() }
            for (watcher, viewer) in zip(watchers, viewers) {
                watcher.subscription = updates.observe(Like(photoID: Self.photo, viewer: viewer), by: watcher)
            }
            await updates.likesDidChange(of: Self.photo)
            #expect(likes.reads == [Set(viewers)], "one read, for every page's viewer")
            for (index, watcher) in watchers.enumerated() {
                #expect(watcher.told == [LikeCount(count: 5, likedByViewer: index < 5, revision: 1)], "page \(index)")
            }
            for watcher in watchers { watcher.subscription = nil }
        }
    }

    @Test func anObserverCountsAgainForItselfEveryRefreshIntervalOnTheInjectedClock() async {
        let refreshed = LikeCount(count: 3, likedByViewer: true, sinceLastLike: .seconds(90), revision: 7)
        let likes = StoredLikes()
        await withHub(likes, refreshed: refreshed) { updates in
            let watcher = Watcher()
            watcher.subscription = updates.observe(Self.like, by: watcher)
            await time.clock.waitForSleepers(1)
            await time.clock.advance(by: LikeUpdates.refreshInterval - .seconds(1))
            await updates.settled()
            #expect(watcher.told.isEmpty)
            await time.clock.advance(by: .seconds(1))
            await updates.settled()
            #expect(watcher.told == [refreshed])
            await time.clock.advance(by: LikeUpdates.refreshInterval * 2)
            await updates.settled()
            #expect(watcher.told.count == 3)
            #expect(likes.reads.isEmpty, "a refresh is the page's own count, not a delivery")
            watcher.subscription = nil
        }
    }

    @Test func releasingTheSubscriptionStopsTheUpdatesAndTheRefreshAtOnce() async {
        let likes = StoredLikes()
        await withHub(likes) { updates in
            let watcher = Watcher()
            watcher.subscription = updates.observe(Self.like, by: watcher)
            await time.clock.waitForSleepers(1)
            #expect(updates.observerCount(of: Self.photo) == 1)
            watcher.subscription = nil
            #expect(time.clock.pendingSleepCount == 0, "the refresh's sleep was cancelled")
            #expect(updates.observerCount(of: Self.photo) == 0)
            await updates.likesDidChange(of: Self.photo)
            await time.clock.advance(by: LikeUpdates.refreshInterval)
            #expect(watcher.told.isEmpty)
            #expect(likes.reads.isEmpty, "nobody to read for")
        }
    }

    /// A server that showed a thousand photos keeps nothing for those no page shows any more.
    @Test func aPhotoNoPageShowsAnyMoreIsForgotten() async {
        await withHub { updates in
            let watchers = (1...3).map { _ in Watcher() }
            for (index, watcher) in watchers.enumerated() {
                watcher.subscription = updates.observe(Like(photoID: Photo.ID(index + 1), viewer: FeatureScript.viewer), by: watcher)
            }
            #expect(updates.keptPhotoCount == 3)
            watchers[0].subscription = nil
            watchers[1].subscription = nil
            // The hub hears of each release on a later main-actor turn.
            for _ in 0..<100 where updates.keptPhotoCount > 1 { await Task.yield() }
            #expect(updates.keptPhotoCount == 1, "only the photo still shown")
            #expect(updates.observerCount(of: 3) == 1)
            watchers[2].subscription = nil
        }
    }

    @Test func anObserverIsToldInTheScopeItObservedFromAndNeitherScopeCallsAnything() async {
        let watcherScope = ActionRecorder()
        let likerScope = ActionRecorder()
        await withHub { updates in
            let watcher = Watcher()
            withOverrides { $0.observeActions(watcherScope) } operation: {
                Self.$scope.withValue("watcher") {
                    watcher.subscription = updates.observe(Self.like, by: watcher)
                }
            }
            await withOverrides { $0.observeActions(likerScope) } operation: {
                await Self.$scope.withValue("liker") {
                    await updates.likesDidChange(of: Self.photo)
                }
            }
            #expect(watcher.scopes == ["watcher"])
            watcher.subscription = nil
        }
        // The hub's read is no action: the watcher was handed its count, and calls nothing.
        await watcherScope.expectCalls([])
        await likerScope.expectCalls([])
    }

    @Test func aRefreshCountsInTheObserversScopeAsItsViewer() async {
        let watcherScope = ActionRecorder()
        await withHub { updates in
            let watcher = Watcher()
            withOverrides { $0.observeActions(watcherScope) } operation: {
                watcher.subscription = updates.observe(Self.like, by: watcher)
            }
            await time.clock.waitForSleepers(1)
            await time.clock.advance(by: LikeUpdates.refreshInterval)
            await updates.settled()
            #expect(watcher.told.count == 1)
            watcher.subscription = nil
        }
        await watcherScope.expectCalls([CountLikes.self])
    }

    /// Counts every observer told, and on the first call queues a job for the main actor,
    /// as another page's click would, which notes how many were told by the time it ran.
    final class Crowd {
        var told = 0
        var toldWhenOtherWorkRan: Int?
        var calls: [ContinuousClock.Instant] = []
        /// How long each call keeps the main actor busy, as a render does (0 or 5 ms).
        var holdEachCall: Duration = .zero
        /// Run by the first call, once: another change arriving while a delivery tells.
        var duringTheFirstCall: (() -> Void)?
    }

    final class CrowdMember: LikeObserving {
        let crowd: Crowd
        var subscription: LikesSubscription?

        init(_ crowd: Crowd) {
            self.crowd = crowd
        }

        func likesDidChange(_: LikeCount, of _: Photo.ID) {
            crowd.told += 1
            crowd.calls.append(.now)
            if crowd.holdEachCall > .zero {
                Thread.sleep(forTimeInterval: 0.005)
            }
            if crowd.told == 1 {
                let crowd = crowd
                Task { @MainActor in crowd.toldWhenOtherWorkRan = crowd.told }
                crowd.duringTheFirstCall?()
                crowd.duringTheFirstCall = nil
            }
        }
    }

    func crowd(of count: Int, on updates: LikeUpdates, _ crowd: Crowd) -> [CrowdMember] {
        let members = (0..<count).map { _ in CrowdMember(crowd) }
        for (index, member) in members.enumerated() {
            member.subscription = updates.observe(Like(photoID: Self.photo, viewer: Viewer(id: "member-\(index)")!), by: member)
        }
        return members
    }

    @Test func aDeliveryToManyPagesTellsThemOneAtATimeWithOtherWorkBetween() async {
        await withHub { updates in
            let crowd = Crowd()
            let members = self.crowd(of: 100, on: updates, crowd)
            await updates.likesDidChange(of: Self.photo)
            #expect(crowd.told == 100)
            #expect(
                crowd.toldWhenOtherWorkRan == 1,
                "work queued while the first observer renders runs before the second, not after all 100"
            )
            for member in members { member.subscription = nil }
        }
    }

    @Test func theNextDeliveryOfAPhotoRestsAsLongAsTheLastOneTook() async {
        let likes = StoredLikes()
        await withHub(likes) { updates in
            let crowd = Crowd()
            crowd.holdEachCall = .milliseconds(5)
            let members = self.crowd(of: 4, on: updates, crowd)
            await updates.likesDidChange(of: Self.photo)  // four calls of 5 ms: at least 20 ms
            // Three changes made while the photo rests: they join one second delivery.
            async let second: Void = updates.likesDidChange(of: Self.photo)
            async let third: Void = updates.likesDidChange(of: Self.photo)
            async let fourth: Void = updates.likesDidChange(of: Self.photo)
            _ = await (second, third, fourth)
            #expect(crowd.told == 8, "three changes during the rest joined one delivery")
            #expect(likes.reads.count == 2, "one read per delivery")
            let firstEnded = crowd.calls[3], secondBegan = crowd.calls[4]
            #expect(
                secondBegan - firstEnded >= crowd.holdEachCall * 5,
                "the last call of the first delivery (5 ms), then a rest as long as that delivery (at least 20 ms)"
            )
            for member in members { member.subscription = nil }
        }
    }

    @Test func aChangeDuringADeliveryIsDeliveredAfterItAndItsRest() async {
        let likes = StoredLikes()
        await withHub(likes) { updates in
            let crowd = Crowd()
            crowd.holdEachCall = .milliseconds(5)
            let members = self.crowd(of: 4, on: updates, crowd)
            var during: Task<Void, Never>?
            crowd.duringTheFirstCall = { during = Task { await updates.likesDidChange(of: Self.photo) } }
            await updates.likesDidChange(of: Self.photo)
            await during?.value
            #expect(crowd.told == 8, "the change made while the first delivery told its observers got a delivery of its own")
            #expect(likes.reads.count == 2)
            let firstEnded = crowd.calls[3], secondBegan = crowd.calls[4]
            #expect(
                secondBegan - firstEnded >= crowd.holdEachCall * 5,
                "one delivery of a photo at a time: the second waited for the first to end, then rested"
            )
            for member in members { member.subscription = nil }
        }
    }

    /// The page that clicked does not wait for a delivery of other changes: its like's count
    /// is handed to its viewer's pages at once, and the delivery that follows reads for the
    /// other viewers only.
    @Test func aLikersPagesAreToldItsCountAtOnceEvenDuringAnotherDelivery() async {
        let likes = StoredLikes()
        await withHub(likes) { updates in
            let crowd = Crowd()
            crowd.holdEachCall = .milliseconds(5)
            let members = self.crowd(of: 4, on: updates, crowd)
            let liker = LikerPage(crowd)
            liker.subscription = updates.observe(Self.like, by: liker)
            let count = LikeCount(count: 1, likedByViewer: true, revision: 7)
            // Counts read for the liker only, as if the crowd had opened the photo since.
            let counts = LikeCounts(count: 1, sinceLastLike: nil, revision: 7, likedBy: [Self.like.viewer: true])
            var during: Task<Void, Never>?
            crowd.duringTheFirstCall = { during = Task { await updates.likesDidChange(counts, by: Self.like) } }
            await updates.likesDidChange(of: Self.photo)
            await during?.value
            #expect(liker.told.first?.count == count, "the like's own count, not a read")
            let toldAfter = liker.told.first?.crowdToldBefore ?? .max
            #expect(toldAfter < 4, "told while the first delivery was still telling the crowd (after \(toldAfter) of 4)")
            #expect(likes.reads.last == Set(members.indices.map { Viewer(id: "member-\($0)")! }), "the next delivery read for the others only")
            for member in members { member.subscription = nil }
            liker.subscription = nil
        }
    }

    /// A change reads the counts of every viewer watching the photo in its own transaction
    /// (``LikeUpdates/viewers(of:)``), and they are all the others need: no read at all.
    @Test func aChangesOwnCountsTellEveryViewerItAskedAboutWithNoRead() async {
        let likes = StoredLikes()
        await withHub(likes) { updates in
            let viewers = (0..<4).map { Viewer(id: "page-\($0)")! }
            let watchers = viewers.map { _ in Watcher() }
            for (watcher, viewer) in zip(watchers, viewers) {
                watcher.subscription = updates.observe(Like(photoID: Self.photo, viewer: viewer), by: watcher)
            }
            let liker = Watcher()
            liker.subscription = updates.observe(Self.like, by: liker)
            #expect(updates.viewers(of: Self.photo) == Set(viewers + [Self.like.viewer]))
            #expect(updates.viewers(of: 2).isEmpty)

            let likedBy = Dictionary(uniqueKeysWithValues: (viewers + [Self.like.viewer]).map { ($0, $0 == viewers[1] || $0 == Self.like.viewer) })
            let counts = LikeCounts(count: 2, sinceLastLike: .zero, revision: 3, likedBy: likedBy)
            await updates.likesDidChange(counts, by: Self.like)

            #expect(likes.reads.isEmpty, "the change's own read was the only one")
            #expect(liker.told == [LikeCount(count: 2, likedByViewer: true, sinceLastLike: .zero, revision: 3)])
            for (index, watcher) in watchers.enumerated() {
                #expect(watcher.told == [LikeCount(count: 2, likedByViewer: index == 1, sinceLastLike: .zero, revision: 3)], "page \(index)")
            }
            for watcher in watchers + [liker] { watcher.subscription = nil }
        }
    }

    /// A photo only the liker's pages show needs no delivery: the like returns once they were
    /// told, with nothing left running or resting for the photo.
    @Test func aPhotoOnlyTheLikerWatchesNeedsNoDelivery() async {
        let likes = StoredLikes()
        await withHub(likes) { updates in
            let tabs = [Watcher(), Watcher()]
            for tab in tabs { tab.subscription = updates.observe(Self.like, by: tab) }
            let counts = LikeCounts(count: 1, sinceLastLike: .zero, revision: 1, likedBy: [Self.like.viewer: true])
            await updates.likesDidChange(counts, by: Self.like)
            for tab in tabs {
                #expect(tab.told == [LikeCount(count: 1, likedByViewer: true, sinceLastLike: .zero, revision: 1)])
            }
            #expect(likes.reads.isEmpty)
            #expect(!updates.hasDelivery(of: Self.photo), "nothing waits, runs or rests for the photo")
            for tab in tabs { tab.subscription = nil }
        }
    }

    /// The liker's page: what it was told, and how many of the crowd had been told by then.
    final class LikerPage: LikeObserving {
        let crowd: Crowd
        var told: [(count: LikeCount, crowdToldBefore: Int)] = []
        var subscription: LikesSubscription?

        init(_ crowd: Crowd) {
            self.crowd = crowd
        }

        func likesDidChange(_ likes: LikeCount, of _: Photo.ID) {
            told.append((likes, crowd.told))
        }
    }
}
