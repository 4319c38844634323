@testable import Gallery
@testable import GalleryDatabase
@testable import GalleryDomain
@testable import LiveScreens
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
            guard case let .activity(html)? = sent.elements.last else {
                Issue.record("the panel was not sent last: \(sent.elements)")
                return
            }
            #expect(html == page.activityHTML)
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
}
