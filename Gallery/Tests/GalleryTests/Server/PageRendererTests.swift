@testable import Gallery
import Testing

/// A page served whole includes what its module renders by itself a little later, as a
/// presenter's delivery does: the renderer awaits the module's own `rendered()`.
@Suite("Pages served whole")
struct PageRendererTests {
    /// Renders its banner from a task queued on the main actor after `start` returned, like
    /// `Presenter.update(viewModel:)`, and says so through `rendered()`.
    @MainActor
    final class LateRenderingModule: LiveModule {
        let page: LivePage
        private var late: Task<Void, Never>?

        init(page: LivePage) {
            self.page = page
        }

        func start(at location: GalleryLocation) async throws {
            page.show(location)
            late = Task { @MainActor [page] in
                await Task { @MainActor in page.render(HALBanner(message: "Delivered late"), in: .banner) }.value
            }
        }

        func handle(_ event: ScreenEvent) async throws {}

        func rendered() async {
            await late?.value
        }

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

    @Test func aRenderTheModuleStartedIsInThePage() async throws {
        let page = try await PageRenderer.page(LatePattern(), at: .photo(user: 1, photo: 1), for: Viewer(id: "late")!)
        #expect(page.html.contains("Delivered late"))
    }
}
