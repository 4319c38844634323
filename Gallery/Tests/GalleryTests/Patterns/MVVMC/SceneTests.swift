import GalleryDomain
import LiveScreens
@testable import MVVMC
import Testing
import Trellis

/// The scene keeps the page on the screen at the top of the navigator's stack; a stack that
/// names no screen is a bug in the routes, reported as an error the page shows and the server
/// logs, never a stopped process.
@MainActor
@Suite("MVVM-C's scene")
struct SceneTests {
    @Test func aStackThatNamesNoScreenThrowsNamingItsPath() async throws {
        try await withTestGallery { _ in
            let scene = Scene(page: LivePage(viewer: FeatureScript.viewer))
            try await scene.start(at: .users)
            scene.navigator.push(.photo(9))
            await #expect(throws: FlowError.noScreen(path: "/users/9")) { try await scene.showTop() }
        }
    }
}
