import Gallery
import GalleryDatabase
import GalleryDomain
import LiveScreens
import Testing
import Trellis
import TrellisTesting

/// The hub that tells live screens about likes: each observer is told of a change before the
/// change returns, in the scope it observed from, and every refresh interval on the injected
/// clock, until its subscription is released.
@MainActor
@Suite("Like updates")
struct LikeUpdatesTests {
    /// Counts how often it is told, and counts the photo's likes each time, as a screen does.
    final class Watcher: LikeObserving {
        var told = 0
        var subscription: LikesSubscription?

        func likesDidChange(of photoID: Photo.ID) {
            told += 1
            _ = try? CountLikes.perform(Like(photoID: photoID, viewer: FeatureScript.viewer))
        }
    }

    let time = TestTime()

    func withHub(_ body: (LikeUpdates) async throws -> Void) async rethrows {
        try await withOverrides {
            time.install(in: &$0)
            $0.plug(CountLikes.self) { _ in LikeCount(count: 0, likedByViewer: false) }
        } operation: {
            try await body(LikeUpdates())
        }
    }

    @Test func anObserverIsToldOfAChangeBeforeTheChangeReturns() async {
        await withHub { updates in
            let watcher = Watcher()
            watcher.subscription = updates.observe(1, by: watcher)
            await updates.likesDidChange(of: 1)
            #expect(watcher.told == 1)
            await updates.likesDidChange(of: 2)
            #expect(watcher.told == 1, "a change to another photo is not its business")
        }
    }

    @Test func anObserverIsToldAgainEveryRefreshIntervalOnTheInjectedClock() async {
        await withHub { updates in
            let watcher = Watcher()
            watcher.subscription = updates.observe(1, by: watcher)
            await time.clock.waitForSleepers(1)
            await time.clock.advance(by: LikeUpdates.refreshInterval - .seconds(1))
            #expect(watcher.told == 0)
            await time.clock.advance(by: .seconds(1))
            #expect(watcher.told == 1)
            await time.clock.advance(by: LikeUpdates.refreshInterval * 2)
            #expect(watcher.told == 3)
            watcher.subscription = nil
        }
    }

    @Test func releasingTheSubscriptionStopsTheUpdatesAndTheRefreshAtOnce() async {
        await withHub { updates in
            let watcher = Watcher()
            watcher.subscription = updates.observe(1, by: watcher)
            await time.clock.waitForSleepers(1)
            #expect(updates.observerCount(of: 1) == 1)
            watcher.subscription = nil
            #expect(time.clock.pendingSleepCount == 0, "the refresh's sleep was cancelled")
            #expect(updates.observerCount(of: 1) == 0)
            await updates.likesDidChange(of: 1)
            await time.clock.advance(by: LikeUpdates.refreshInterval)
            #expect(watcher.told == 0)
        }
    }

    @Test func anObserverIsToldInTheScopeItObservedFromNotTheOneThatMadeTheChange() async {
        let watcherScope = ActionRecorder()
        let likerScope = ActionRecorder()
        await withHub { updates in
            let watcher = Watcher()
            withOverrides { $0.observeActions(watcherScope) } operation: {
                watcher.subscription = updates.observe(1, by: watcher)
            }
            await withOverrides { $0.observeActions(likerScope) } operation: {
                await updates.likesDidChange(of: 1)
            }
            #expect(watcher.told == 1)
            watcher.subscription = nil
        }
        await watcherScope.expectCalls([CountLikes.self])
        await likerScope.expectCalls([])
    }
}
