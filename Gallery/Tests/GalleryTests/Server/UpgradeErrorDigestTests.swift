import Gallery
import GalleryDomain
import GallerySQLite
import LiveScreens
import Logging
import Testing

/// A connection that ends before its first request was handled is counted, not logged: a client
/// that resets hundreds of them is one line an interval, not one line each.
@Suite("Upgrade error digest", .timeLimit(.minutes(1)))
struct UpgradeErrorDigestTests {
    @Test func connectionsResetBeforeTheirFirstRequestAreOneLogLine() async throws {
        let log = LogCapture(level: .warning)
        var configuration = TestGallery.server().configuration
        configuration.headerTimeout = .milliseconds(300)
        configuration.idleTimeout = .seconds(600)
        let server = GalleryServer(configuration: configuration)
        try await withTestGallery { _ in
            try await withListeningApplication(server.makeApplication(logger: log.logger)) { port in
                var peers: [RawConnection] = []
                for _ in 0..<20 {
                    let peer = try RawConnection(port: port)
                    peer.send(ConnectionReserveTests.halfSentRequest)
                    peers.append(peer)
                }
                // Each is answered 408; closing with the answer unread resets the connection.
                for peer in peers { #expect(await peer.hasInput(within: 5)) }
                peers.removeAll()
                try await withTimeout(10, "the first line about them") {
                    while log.messages(containing: "upgrade result").isEmpty { try await Task.sleep(for: .milliseconds(20)) }
                }
                // The server has had time to see every reset.
                try await Task.sleep(for: .seconds(1))
                let lines = log.messages(containing: "upgrade result")
                #expect(lines.count == 1, "\(lines.count) lines: \(lines.prefix(3))")
            }
        }
    }
}
