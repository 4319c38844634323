@testable import Gallery
@testable import GallerySQLite
@testable import GalleryDomain
@testable import LiveScreens
import PatternRegistry
import Mustache
import Synchronization
import Testing
import Trellis

/// A page hands each click to its module and shows what the click did in its panel: the
/// actions called, the regions whose HTML changed, the screen it led to, its error.
@MainActor
@Suite("A live page's clicks")
struct LivePageTests {
    typealias Clicker = ActivityPanelTests.Clicker

    let sent = Collected<ServerMessage>()

    func withClicker(_ body: (LivePage, Clicker) async throws -> Void) async throws {
        let page = LivePage(viewer: FeatureScript.viewer) { [sent] in sent.append($0) }
        try await withOverrides { $0.plug(OpenPodBayDoors.self, to: HAL9000()) } operation: {
            try await page.observingActions {
                let clicker = Clicker(page: page)
                try await clicker.start(at: .photo(user: 1, photo: 1))
                try await body(page, clicker)
            }
        }
    }

    @Test func aClickShowsItsActionsAndTheRegionsItChanged() async throws {
        try await withClicker { page, clicker in
            #expect(page.activity == nil)
            sent.clear()
            try await page.handle(.openPodBayDoors, by: clicker)
            let activity = try #require(page.activity)
            #expect(activity.calls.map(\.action) == ["OpenPodBayDoors"])
            #expect(activity.regions == [.banner])
            #expect(activity.screen == nil)
            #expect(activity.error == nil)
            guard case let .activity(click)? = sent.elements.last else {
                Issue.record("the panel was not sent last: \(sent.elements)")
                return
            }
            #expect(click == activity)
            #expect(ActivityPanel(click).html == page.activityHTML)
        }
    }

    @Test func aClickThatChangesNothingDrawsNothing() async throws {
        try await withClicker { page, clicker in
            try await page.handle(.openPodBayDoors, by: clicker)
            try await page.handle(.openPodBayDoors, by: clicker)
            #expect(page.activity?.regions == [], "the banner already said so")
            #expect(page.activity?.calls.count == 1, "the first click's call is not shown again")
        }
    }

    @Test func aRefusedClickShowsItsErrorAndIsRethrown() async throws {
        try await withClicker { page, clicker in
            await #expect(throws: Clicker.Refusal.self) { try await page.handle(.back, by: clicker) }
            #expect(page.activity?.error == "No.")
            #expect(page.activity?.calls == [])
        }
    }

    /// A like's own answer and the delivery that tells the liker's pages hand a page the same
    /// count: the template reads it once.
    @Test func theContentOnShowIsNotRenderedAgain() {
        let page = LivePage(viewer: FeatureScript.viewer)
        page.show(.photo(user: 1, photo: 1))
        let banner = CountedBanner(message: "Pod bay doors opening, Dave.")
        page.render(banner)
        page.render(banner)
        #expect(CountedBanner.reads.withLock { $0 } == 1, "the second render of the same banner read nothing")
        page.render(CountedBanner(message: "I'm sorry, Dave."))
        #expect(page.regions[.banner]?.contains("sorry, Dave") == true, "other content is drawn")
        #expect(CountedBanner.reads.withLock { $0 } == 2)
    }

    @Test func aLikesCountOlderThanTheOneOnShowIsNotDrawn() {
        let page = LivePage(viewer: FeatureScript.viewer) { [sent] in sent.append($0) }
        page.show(.photo(user: 1, photo: 1))
        page.render(PhotoLikes(photoID: 1, likes: LikeCount(count: 2, likedByViewer: true, revision: 5)))
        sent.clear()
        page.render(PhotoLikes(photoID: 1, likes: LikeCount(count: 1, likedByViewer: true, revision: 4)))
        #expect(page.regions[.likes]?.contains("2 likes") == true, "a count read before the one on show arrived late")
        #expect(sent.elements.isEmpty, "and was not sent")
        page.render(PhotoLikes(photoID: 1, likes: LikeCount(count: 2, likedByViewer: true, sinceLastLike: .seconds(60), revision: 5)))
        #expect(page.regions[.likes]?.contains("Last liked 1 minute ago") == true, "the same likes, read later: drawn")
        page.render(PhotoLikes(photoID: 1, likes: LikeCount(count: 3, likedByViewer: true, revision: 6)))
        #expect(page.regions[.likes]?.contains("3 likes") == true, "a newer count is drawn")
        page.show(.photo(user: 1, photo: 1))
        page.render(PhotoLikes(photoID: 1, likes: LikeCount(count: 0, likedByViewer: false, revision: 0)))
        #expect(page.regions[.likes]?.contains("No likes yet") == true, "a new screen starts afresh")
    }

    /// A pattern's module that, before each click, waits while another tab likes the photo, as
    /// another socket's like can arrive while the page handles a click of its own.
    final class InterruptedModule: LiveModule {
        let module: any LiveModule
        let anotherTabLikes: () async -> Void

        init(_ module: any LiveModule, anotherTabLikes: @escaping () async -> Void) {
            self.module = module
            self.anotherTabLikes = anotherTabLikes
        }

        func start(at location: GalleryLocation) async throws {
            try await module.start(at: location)
        }

        func handle(_ event: ScreenEvent) async throws {
            await anotherTabLikes()
            try await module.handle(event)
        }

        func rendered() async {
            await module.rendered()
        }

        var parts: [ScreenPart] { module.parts }
    }

    @Test(arguments: GalleryPatterns.registered.map(\.id))
    func aClickDuringWhichAnotherTabLikesThePhotoDrawsTheLikesAndListsNoCallForThem(_ id: String) async throws {
        let pattern = try #require(GalleryPatterns.pattern(id))
        try await withTestGallery { _ in
            // The other tab: outside the page's scope, as another socket is.
            let (requests, request) = AsyncStream.makeStream(of: CheckedContinuation<Void, Never>.self)
            let otherTab = Task {
                for await done in requests {
                    _ = try? await LikePhoto.perform(Like(photoID: 1, viewer: FeatureScript.otherViewer))
                    done.resume()
                }
            }
            let page = LivePage(viewer: FeatureScript.viewer)
            try await page.observingActions {
                let module = InterruptedModule(pattern.assemble(on: page)) {
                    await withCheckedContinuation { request.yield($0) }
                    await InjectedValues[\.likeUpdates].settled()
                }
                try await module.start(at: .photo(user: 1, photo: 1))
                try await page.handle(.openPodBayDoors, by: module)
            }
            request.finish()
            await otherTab.value
            let activity = try #require(page.activity)
            #expect(activity.calls.map(\.action) == ["OpenPodBayDoors"], "the page was handed the other tab's count: no call of its own")
            #expect(activity.regions == [.likes, .banner], "it drew the likes again during the click")
            #expect(page.regions[.likes]?.contains(">1 like<") == true)
        }
    }
}

/// A banner that counts how often a template reads its message.
private struct CountedBanner: RegionContent, MustacheParent {
    static let region = PageRegion.banner
    static let reads = Mutex(0)
    let message: String

    func child(named name: String) -> Any? {
        guard name == "message" else { return nil }
        Self.reads.withLock { $0 += 1 }
        return message
    }
}
