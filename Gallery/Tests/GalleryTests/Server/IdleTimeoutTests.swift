import Gallery
import GalleryDomain
import GallerySQLite
import HummingbirdTesting
import LiveScreens
import Testing

/// A connection cannot keep the server waiting: one that sends nothing, or stops between
/// requests, is closed after the idle timeout; a request head that does not arrive whole
/// within the header timeout is answered 408 and closed. Live sockets are not timed out so.
@Suite("Idle and slow connections")
struct IdleTimeoutTests {
    /// The timeouts under test: short, yet long enough never to cut off a client that is not
    /// stalling. On two cores busy with the rest of the suite, the server once took over a
    /// second to read a request sent at once, and a 1 s idle timeout closed it unanswered.
    static let short: Duration = .seconds(3)

    /// A test server with the given timeouts.
    static func server(headerTimeout: Duration, idleTimeout: Duration) -> GalleryServer {
        var server = TestGallery.server().configuration
        server.headerTimeout = headerTimeout
        server.idleTimeout = idleTimeout
        return GalleryServer(configuration: server)
    }

    static let request = "GET /static/gallery.css HTTP/1.1\r\nHost: localhost\r\n\r\n"

    /// A kept-alive connection whose first request was answered 200.
    static func connectionAnsweredOnce(port: Int) async throws -> RawConnection {
        let connection = try RawConnection(port: port)
        connection.send(request)
        let first = await connection.read(within: 30, until: BadRequestTests.isCompleteResponse)
        #expect(first.statusLine == "HTTP/1.1 200 OK")
        return connection
    }

    @Test func aConnectionThatSendsNothingIsClosedAfterTheIdleTimeout() async throws {
        try await withTestServer(.live, server: Self.server(headerTimeout: .seconds(600), idleTimeout: Self.short)) { client, _ in
            let connection = try RawConnection(port: try #require(client.port))
            let received = await connection.readUntilClosed(within: 30)
            #expect(received.closed, "the server closed the silent connection")
            #expect(received.bytes.isEmpty, "nothing was asked, so nothing was answered: \(received.text)")
        }
    }

    @Test func aHalfSentRequestIsAnswered408AfterTheHeaderTimeout() async throws {
        try await withTestServer(.live, server: Self.server(headerTimeout: Self.short, idleTimeout: .seconds(600))) { client, _ in
            let connection = try RawConnection(port: try #require(client.port))
            connection.send("GET / HTTP/1.1\r\nHost: local")
            let received = await connection.readUntilClosed(within: 30)
            #expect(received.statusLine == "HTTP/1.1 408 Request Timeout")
            #expect(received.closed, "the server closed the connection")
        }
    }

    @Test func aKeptAliveConnectionIsClosedAfterTheIdleTimeout() async throws {
        try await withTestServer(.live, server: Self.server(headerTimeout: .seconds(600), idleTimeout: Self.short)) { client, _ in
            let connection = try await Self.connectionAnsweredOnce(port: try #require(client.port))
            let rest = await connection.readUntilClosed(within: 30)
            #expect(rest.closed, "the server closed the kept-alive connection")
            #expect(rest.bytes.isEmpty)
        }
    }

    @Test func aHalfSentSecondRequestIsAnswered408AfterTheHeaderTimeout() async throws {
        try await withTestServer(.live, server: Self.server(headerTimeout: Self.short, idleTimeout: .seconds(600))) { client, _ in
            let connection = try await Self.connectionAnsweredOnce(port: try #require(client.port))
            connection.send("GET /static/gallery.css HTTP/1.1\r\nHo")
            let second = await connection.readUntilClosed(within: 30)
            #expect(second.statusLine == "HTTP/1.1 408 Request Timeout")
            #expect(second.closed)
        }
    }

    /// A live socket outlives both timeouts several times over: it answers pings instead.
    ///
    /// Until the upgrade completes, the request is an HTTP one, and Hummingbird's idle timeout
    /// counts from its head: run with the rest of the suite, one upgrade in nine was closed
    /// unanswered with 1 s timeouts.
    @Test func aLiveSocketIsNotTimedOutLikeAnHTTPConnection() async throws {
        try await withTestServer(.live, server: Self.server(headerTimeout: Self.short, idleTimeout: Self.short)) { client, _ in
            let (connection, _) = try await WebSocketFramingTests.upgrade(port: try #require(client.port))
            let received = await connection.readUntilClosed(within: 3 * (Self.short / .seconds(1)))
            #expect(!received.closed, "the live socket was closed by an HTTP timeout")
        }
    }
}
