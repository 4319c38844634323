@testable import Gallery
@testable import GalleryDomain
@testable import GallerySQLite
@testable import LiveScreens
import Testing

/// A page served whole includes what its module still had to render when it returned, as a
/// presenter's delivery or a binding's next-turn render: the renderer awaits the module's
/// own `rendered()` before it reads the page.
@Suite("Pages served whole")
struct PageRendererTests {
    /// Keeps its banner for later, as a binding marked as changed does, and renders it when
    /// asked whether everything was rendered.
    @MainActor
    final class LateRenderingModule: LiveModule {
        let page: LivePage
        private var pending: HALBanner?

        init(page: LivePage) {
            self.page = page
        }

        func start(at location: GalleryLocation) async throws {
            page.show(location)
            pending = HALBanner(message: "Delivered late")
        }

        func handle(_ event: ScreenEvent) async throws {}

        func rendered() async {
            if let pending { page.render(pending) }
            pending = nil
        }

        var parts: [ScreenPart] { [ScreenPart("module", self)] }
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
