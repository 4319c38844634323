import Gallery
import GalleryDomain
import GallerySQLite
import LiveScreens
import Testing

/// The Gallery is a demo: its server listens on this machine only unless told otherwise.
@Suite("Loopback by default")
struct LoopbackTests {
    @Test func theServerBindsLoopbackByDefault() {
        #expect(GalleryServer.Configuration().host == "127.0.0.1")
        #expect(GalleryServer().configuration.host == "127.0.0.1")
    }
}
