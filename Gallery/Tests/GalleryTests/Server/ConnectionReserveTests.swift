import Gallery
import GalleryDomain
import GallerySQLite
import LiveScreens
import Logging
import Testing

/// One client cannot lock everyone else out: past the cap less its reserve, the server closes
/// the oldest idle or half-sent connections (and, failing those, the newest live sockets of the
/// client holding the most), so a new request or live socket is answered at once instead of
/// waiting in the listen backlog.
@Suite("Connection reserve", .timeLimit(.minutes(1)))
struct ConnectionReserveTests {
    /// A small cap, so a test fills it with a few dozen connections; timeouts far longer than
    /// the test, so only shedding can free a connection.
    static func server(maxConnections: Int, reserve: Int) -> GalleryServer {
        var configuration = TestGallery.server().configuration
        configuration.maxConnections = maxConnections
        configuration.connectionReserve = reserve
        configuration.headerTimeout = .seconds(600)
        configuration.idleTimeout = .seconds(600)
        return GalleryServer(configuration: configuration)
    }

    static let halfSentRequest = "GET / HTTP/1.1\r\nHost: localhost\r\n"

    static func upgradeRequest(_ path: String) -> String {
        "GET \(path) HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    }

    static func isHead(_ bytes: [UInt8]) -> Bool {
        String(decoding: bytes, as: UTF8.self).contains("\r\n\r\n")
    }

    @Test func aRequestIsAnsweredWhileOnePeerHoldsHalfSentRequestsPastTheCap() async throws {
        let log = LogCapture(level: .notice)
        let server = Self.server(maxConnections: 64, reserve: 8)
        try await withTestGallery { _ in
            try await withListeningApplication(server.makeApplication(logger: log.logger)) { port in
                // One client: 80 requests whose heads never end, more than the cap.
                var holders: [RawConnection] = []
                for _ in 0..<80 {
                    let holder = try RawConnection(port: port)
                    holder.send(Self.halfSentRequest)
                    holders.append(holder)
                }
                // Another: a whole request, answered at once rather than after a holder times out
                // (alone, in 0.2 s; the bound is for a machine busy with the rest of the suite).
                let clock = ContinuousClock()
                let start = clock.now
                let normal = try RawConnection(port: port)
                normal.send(IdleTimeoutTests.request)
                let answer = await normal.read(within: 20, until: BadRequestTests.isCompleteResponse)
                let waited = clock.now - start
                #expect(answer.statusLine == "HTTP/1.1 200 OK", "unanswered after \(waited) while the cap was full")
                // The oldest half-sent request went first.
                let oldest = await holders[0].readUntilClosed(within: 5)
                #expect(oldest.closed, "the oldest half-sent request was not shed")
                // Shedding dozens of connections is one log line, with its counts, not one a connection.
                let lines = log.messages(containing: "Connection reserve")
                #expect(lines.count == 1, "\(lines)")
                #expect(lines.first?.contains("idle or half-sent") == true, "\(lines)")
                _ = holders
            }
        }
    }

    @Test func anUpgradeIsAnsweredWhileOnePeerHoldsLiveSocketsPastTheCap() async throws {
        let server = Self.server(maxConnections: 32, reserve: 4)
        try await withTestGallery { _ in
            try await withListeningApplication(server.makeApplication(logger: TestGallery.logger)) { port in
                // A live socket opened before the flood.
                let first = try RawConnection(port: port)
                first.send(Self.upgradeRequest("/echo"))
                #expect(await first.read(within: 5, until: Self.isHead).statusLine == "HTTP/1.1 101 Switching Protocols")
                // One client opens 40 sockets, more than the cap.
                var flood: [RawConnection] = []
                for _ in 0..<40 {
                    let socket = try RawConnection(port: port)
                    socket.send(Self.upgradeRequest("/echo"))
                    flood.append(socket)
                }
                // Each upgraded or shed before the page comes. The server's two event loops
                // count connections in as they are registered, not strictly in the order they
                // were accepted: a flood socket counted after the page would shed the oldest
                // connection still waiting for its request, which, on a machine busy with the
                // rest of the suite, could be the page's.
                for socket in flood {
                    _ = await socket.read(within: 20, until: Self.isHead)
                }
                // A page's socket is upgraded at once rather than waiting behind the flood.
                let page = try RawConnection(port: port)
                page.send(Self.upgradeRequest(WebSocketFramingTests.livePage))
                let answer = await page.read(within: 20, until: Self.isHead)

                #expect(answer.statusLine == "HTTP/1.1 101 Switching Protocols", "\(answer.text)")
                // The newest sockets went, not the oldest one.
                #expect(await !first.readUntilClosed(within: 0.5).closed, "the oldest socket was shed")
                _ = flood
            }
        }
    }
}
