@testable import Gallery
@testable import GalleryDomain
@testable import GallerySQLite
@testable import LiveScreens
import Testing
import Trellis

/// The "What just happened" panel prints a click's calls, its new screen, the regions it drew
/// and its error, with durations in milliseconds and the text it shows escaped.
@Suite("What just happened")
struct ActivityPanelTests {
    @Test(arguments: [
        (Duration.zero, "0.00 ms"), (.microseconds(420), "0.42 ms"), (.microseconds(4_207), "4.20 ms"),
        (.milliseconds(12), "12.00 ms"), (.seconds(1) + .microseconds(50), "1000.05 ms"),
    ])
    func durationsInMilliseconds(duration: Duration, text: String) {
        #expect(ActivityPanel.milliseconds(duration) == text)
    }

    @Test func beforeTheFirstClickItInvitesOne() {
        #expect(ActivityPanel(nil).html.contains("Click something on the page"))
    }

    @MainActor
    @Test func aClickIsPrintedWithItsCallsScreenRegionsAndError() async throws {
        let page = LivePage(viewer: FeatureScript.viewer)
        let module = Clicker(page: page)
        try await withOverrides { $0.plug(OpenPodBayDoors.self, to: HAL9000()) } operation: {
            try await page.observingActions {
                try await module.start(at: .photo(user: 1, photo: 1))
                try await page.handle(.openPodBayDoors, by: module)
            }
        }
        let html = page.activityHTML
        #expect(html.contains("<code>openPodBayDoors</code>"))
        #expect(html.contains(#"<code class="action">OpenPodBayDoors</code> <span class="outcome">returned DoorAnswer</span>"#))
        #expect(html.contains(#"<span class="caller">ActivityPanelTests.swift:"#))
        #expect(html.contains(#"<span class="duration">"#) && html.contains(" ms</span>"))
        #expect(html.contains("Drew again: <code>banner</code>"))
        #expect(!html.contains("activity-error"))
    }

    @MainActor
    @Test func anErrorIsPrintedAsTextNotMarkup() async {
        let page = LivePage(viewer: FeatureScript.viewer)
        let module = Clicker(page: page, failure: "<b>Daisy</b>")
        await #expect(throws: Clicker.Refusal.self) { try await page.handle(.back, by: module) }
        #expect(page.activityHTML.contains("It failed: &lt;b&gt;Daisy&lt;/b&gt;"))
        #expect(page.activityHTML.contains("No action was called"))
    }

    /// A module that asks HAL when clicked, and refuses "back" with `failure`.
    @MainActor
    final class Clicker: LiveModule {
        struct Refusal: ShownError {
            let description: String
        }

        let page: LivePage
        let failure: String

        init(page: LivePage, failure: String = "No.") {
            self.page = page
            self.failure = failure
        }

        func start(at location: GalleryLocation) async throws {
            page.show(location)
        }

        func handle(_ event: ScreenEvent) async throws {
            guard case .openPodBayDoors = event else { throw Refusal(description: failure) }
            page.render(HALBanner(OpenPodBayDoors.perform()))
        }

        var parts: [ScreenPart] { [ScreenPart("clicker", self)] }
    }
}
