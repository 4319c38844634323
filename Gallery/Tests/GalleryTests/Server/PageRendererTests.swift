@testable import Gallery
import Testing

/// A page served whole includes renders that arrive a little later on the main actor, as a
/// presenter's coalesced delivery does.
@Suite("Pages served whole")
struct PageRendererTests {
    /// Renders its banner from a task queued on the main actor, like `Presenter.update(viewModel:)`.
    @MainActor
    final class LateRenderingModule: LiveModule {
        let page: LivePage

        init(page: LivePage) {
            self.page = page
        }

        func start(at location: GalleryLocation) async throws {
            page.show(location)
            Task { @MainActor [page] in
                Task { @MainActor in page.render(HALBanner(message: "Delivered late"), in: .banner) }
            }
        }

        func handle(_ event: ScreenEvent) async throws {}

        var parts: [(role: String, object: AnyObject)] { [("module", self)] }
    }

    struct LatePattern: GalleryPattern {
        var id: String { "late" }
        var name: String { "Late" }
        var summary: String { "Renders after start returns." }
        var folder: String { "Tests" }

        @MainActor
        func assemble(on page: LivePage) -> any LiveModule {
            LateRenderingModule(page: page)
        }
    }

    @Test func aRenderQueuedOnTheMainActorIsInThePage() async throws {
        let page = try await PageRenderer.page(LatePattern(), at: .photo(user: 1, photo: 1), for: Viewer(id: "late")!)
        #expect(page.html.contains("Delivered late"))
    }
}
