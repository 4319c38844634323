import Gallery
import GalleryDomain
import GallerySQLite
import HummingbirdTesting
import LiveScreens
import Logging
import Testing

/// The server accepts no more than its cap of connections at once, says so in its log, and
/// serves the ones that waited once others close.
@Suite("Connection cap")
struct ConnectionCapTests {
    @Test func aConnectionOverTheCapWaitsUntilAnotherCloses() async throws {
        var configuration = TestGallery.server().configuration
        configuration.maxConnections = 2
        // The cap alone: no reserve, so the idle holders are not shed to make room.
        configuration.connectionReserve = 0
        configuration.idleTimeout = .seconds(600)
        configuration.headerTimeout = .seconds(600)
        let server = GalleryServer(configuration: configuration)
        let log = LogCapture(level: .warning)
        try await withTestGallery { _ in
            try await withListeningApplication(server.makeApplication(logger: log.logger)) { port in
                var holders = [try RawConnection(port: port), try RawConnection(port: port)]
                let line = try await withTimeout(30, "the cap's log line") { await log.first(containing: "Connection cap reached") }
                #expect(line?.contains("--max-connections 2") == true, "\(line ?? "")")

                let waiting = try RawConnection(port: port)
                waiting.send("GET /static/gallery.css HTTP/1.1\r\nHost: localhost\r\n\r\n")
                #expect(await !waiting.hasInput(within: 0.5), "a connection over the cap was served")

                holders.removeAll()
                let answer = await waiting.read(within: 30, until: BadRequestTests.isCompleteResponse)
                #expect(answer.statusLine == "HTTP/1.1 200 OK", "served once the holders went")
            }
        }
    }
}
