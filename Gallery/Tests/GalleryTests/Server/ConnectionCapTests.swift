import Gallery
import GalleryDatabase
import GalleryDomain
import HummingbirdTesting
import LiveScreens
import Logging
import Testing

/// The server accepts no more than its cap of connections at once, says so in its log, and
/// serves the ones that waited once others close; and it keeps a reserve below the cap free,
/// shedding the connections that cost it most, so that no client can lock the others out.
@Suite("Connection cap")
struct ConnectionCapTests {
    /// The holding client's address: another loopback address is another client.
    static let holder = "127.0.0.2"

    /// A server capped at `cap` connections, with a reserve of 8 (an eighth to a fifth of these
    /// caps, as 56 is of the default at `ulimit -n` 1,024: room for the connections being shed
    /// while new ones are accepted), whose timeouts never close a holder during a test.
    static func server(cap: Int) -> GalleryServer {
        var configuration = TestGallery.server().configuration
        configuration.maxConnections = cap
        configuration.connectionReserve = 8
        configuration.idleTimeout = .seconds(600)
        configuration.headerTimeout = .seconds(600)
        return GalleryServer(configuration: configuration)
    }

    static let upgrade =
        "GET /echo HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"

    /// How long a new client may wait for its answer. Alone, it is answered within a second (in
    /// milliseconds); the whole suite at once, on two cores, can hold any answer up for two
    /// seconds. Without the reserve, it waited for the holders' 600 s timeouts.
    static let answerBound = 5.0

    /// Whether `bytes` hold a whole response head.
    @Sendable static func hasHead(_ bytes: [UInt8]) -> Bool {
        String(decoding: bytes, as: UTF8.self).contains("\r\n\r\n")
    }

    @Test func aClientHoldingHalfSentRequestsPastTheCapDoesNotLockOutANewRequest() async throws {
        let server = Self.server(cap: 40)
        let log = LogCapture(level: .warning)
        try await withTestGallery { _ in
            try await withListeningApplication(server.makeApplication(logger: log.logger)) { port in
                // 1.5 times the cap, each a request head begun and never finished.
                var holders: [RawConnection] = []
                for _ in 0..<60 {
                    let connection = try RawConnection(port: port, from: Self.holder)
                    connection.send("GET /supersimple/users HTTP/1.1\r\nHost: localh")
                    holders.append(connection)
                }
                try await Task.sleep(for: .milliseconds(300))

                let start = ContinuousClock.now
                let normal = try RawConnection(port: port)
                normal.send("GET /static/gallery.css HTTP/1.1\r\nHost: localhost\r\n\r\n")
                let answer = await normal.read(within: Self.answerBound, until: BadRequestTests.isCompleteResponse)
                #expect(answer.statusLine == "HTTP/1.1 200 OK", "a new request waited \(ContinuousClock.now - start) behind 60 half-sent ones")
                #expect(await holders[0].hasInput(within: Self.answerBound), "the oldest half-sent request was shed")

                let line = try await withTimeout(5, "the shedding's log line") { await log.first(containing: "Shed") }
                #expect(line?.contains("--connection-reserve") == true, "the log says which setting keeps the reserve: \(line ?? "")")
                _ = holders
            }
        }
    }

    @Test func aClientHoldingLiveSocketsPastTheCapDoesNotLockOutAnotherClientsSocket() async throws {
        let server = Self.server(cap: 30)
        let log = LogCapture(level: .warning)
        try await withTestGallery { _ in
            try await withListeningApplication(server.makeApplication(logger: log.logger)) { port in
                var holders: [RawConnection] = []
                for index in 0..<45 {
                    let connection = try RawConnection(port: port, from: Self.holder)
                    connection.send(Self.upgrade)
                    if index < 20 {
                        let answer = await connection.read(within: 10, until: Self.hasHead)
                        #expect(answer.statusLine == "HTTP/1.1 101 Switching Protocols", "the holder's socket \(index) opened")
                    }
                    holders.append(connection)
                }
                try await Task.sleep(for: .milliseconds(300))

                let start = ContinuousClock.now
                let other = try RawConnection(port: port)
                other.send(Self.upgrade)
                let answer = await other.read(within: Self.answerBound, until: Self.hasHead)
                #expect(
                    answer.statusLine == "HTTP/1.1 101 Switching Protocols",
                    "another client's socket waited \(ContinuousClock.now - start) behind 45 live ones of one client"
                )
                let page = try RawConnection(port: port)
                page.send("GET /static/gallery.css HTTP/1.1\r\nHost: localhost\r\n\r\n")
                let served = await page.read(within: Self.answerBound, until: BadRequestTests.isCompleteResponse)
                #expect(served.statusLine == "HTTP/1.1 200 OK", "a page load from another client")

                let line = try await withTimeout(5, "the shedding's log line") { await log.first(containing: "Shed") }
                #expect(line?.contains(Self.holder) == true, "the log names the client whose sockets were shed: \(line ?? "")")
                _ = holders
            }
        }
    }

    @Test func aConnectionOverTheCapWaitsUntilAnotherCloses() async throws {
        var configuration = TestGallery.server().configuration
        configuration.maxConnections = 2
        // No reserve: the cap alone, with nothing shed.
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
