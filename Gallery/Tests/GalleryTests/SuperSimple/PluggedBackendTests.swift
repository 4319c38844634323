import Gallery
import GalleryDomain
import GallerySQLite
import LiveScreens
@testable import SuperSimple
import Testing
import Trellis
import TrellisTesting

/// The Super Simple module reaches its use cases only through Plug: a test swaps the SQLite
/// like for a spy and a different HAL with one line each, and the page follows.
@MainActor
@Suite("Super Simple on other plugs")
struct PluggedBackendTests {
    nonisolated static let likePhoto = ActionSpy(LikePhoto.self).returning(LikeCount(count: 1, likedByViewer: true))
    nonisolated static let viewer = Viewer(id: "plugged-viewer")!

    @Test(.injecting {
        configureGallery(&$0, backend: .sqlite(try .inMemory()))
        $0.plug(LikePhoto.self, to: likePhoto)
    }, .injecting { TestTime().install(in: &$0) })
    func theLikeButtonCallsThePluggedLikePhotoWithThePagesViewer() async throws {
        let page = LivePage(viewer: Self.viewer)
        let module = SuperSimplePattern().assemble(on: page)
        try await module.start(at: .photo(user: 1, photo: 2))
        try await module.handle(.like(2))
        await Self.likePhoto.expectCalls([Like(photoID: 2, viewer: Self.viewer)])
    }

    @Test(.injecting {
        configureGallery(&$0, backend: .sqlite(try .inMemory()))
        $0.plug(OpenPodBayDoors.self, to: HAL9000(killDave: false))
    }, .injecting { TestTime().install(in: &$0) })
    func anObedientHALOpensTheDoors() async throws {
        let page = LivePage(viewer: Self.viewer)
        let module = SuperSimplePattern().assemble(on: page)
        try await module.start(at: .photo(user: 1, photo: 2))
        try await module.handle(.openPodBayDoors)
        #expect(page.regions[.banner]?.contains("Pod bay doors opening, Dave.") == true)
    }
}
