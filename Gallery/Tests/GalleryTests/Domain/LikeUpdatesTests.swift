import Foundation
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

    /// Counts every observer told, and on the first call queues a job for the main actor,
    /// as another page's click would, which notes how many were told by the time it ran.
    final class Crowd {
        var told = 0
        var toldWhenOtherWorkRan: Int?
        var calls: [ContinuousClock.Instant] = []
        /// How long each call keeps the main actor busy, as a render does (0 or 5 ms).
        var holdEachCall: Duration = .zero
    }

    final class CrowdMember: LikeObserving {
        let crowd: Crowd
        var subscription: LikesSubscription?

        init(_ crowd: Crowd) {
            self.crowd = crowd
        }

        func likesDidChange(of _: Photo.ID) {
            crowd.told += 1
            crowd.calls.append(.now)
            if crowd.holdEachCall > .zero {
                Thread.sleep(forTimeInterval: 0.005)
            }
            if crowd.told == 1 {
                let crowd = crowd
                Task { @MainActor in crowd.toldWhenOtherWorkRan = crowd.told }
            }
        }
    }

    @Test func aDeliveryToManyPagesTellsThemOneAtATimeWithOtherWorkBetween() async {
        await withHub { updates in
            let crowd = Crowd()
            let members = (0..<100).map { _ in CrowdMember(crowd) }
            for member in members {
                member.subscription = updates.observe(1, by: member)
            }
            await updates.likesDidChange(of: 1)
            #expect(crowd.told == 100)
            #expect(
                crowd.toldWhenOtherWorkRan == 1,
                "work queued while the first observer renders runs before the second, not after all 100"
            )
            for member in members { member.subscription = nil }
        }
    }

    @Test func theNextDeliveryOfAPhotoRestsAsLongAsTheLastOneTook() async {
        await withHub { updates in
            let crowd = Crowd()
            crowd.holdEachCall = .milliseconds(5)
            let members = (0..<4).map { _ in CrowdMember(crowd) }
            for member in members {
                member.subscription = updates.observe(1, by: member)
            }
            await updates.likesDidChange(of: 1)  // four calls of 5 ms: at least 20 ms
            // Three changes made while the photo rests: they join one second delivery.
            async let second: Void = updates.likesDidChange(of: 1)
            async let third: Void = updates.likesDidChange(of: 1)
            async let fourth: Void = updates.likesDidChange(of: 1)
            _ = await (second, third, fourth)
            #expect(crowd.told == 8, "three changes during the rest joined one delivery")
            let firstEnded = crowd.calls[3], secondBegan = crowd.calls[4]
            #expect(
                secondBegan - firstEnded >= crowd.holdEachCall * 5,
                "the last call of the first delivery (5 ms), then a rest as long as that delivery (at least 20 ms)"
            )
            for member in members { member.subscription = nil }
        }
    }
}
