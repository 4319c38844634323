@testable import Gallery
import GalleryProtection
import Hummingbird
import HummingbirdCore
import HummingbirdTesting
import HummingbirdWebSocket
import LiveScreens
import NIOCore
import NIOEmbedded
import Testing

/// What the guard does at a graceful shutdown: a connection that has not sent a request is
/// closed, and a connection that becomes a live socket once the shutdown has begun still gets
/// its closing notice.
@Suite("The request guard at shutdown", .timeLimit(.minutes(1)))
struct HTTPRequestGuardTests {
    /// Hummingbird closes a connection between requests at a graceful shutdown, but only one
    /// that has sent a request: without the guard, this one would hold the shutdown up until
    /// its idle timeout, which is longer than the test waits.
    @Test func aConnectionThatNeverSentARequestIsClosedAtShutdown() async throws {
        let server = IdleTimeoutTests.server(headerTimeout: .seconds(45), idleTimeout: .seconds(45))
        let silent = try await withTimeout(30, "the shutdown") {
            try await withTestServer(.live, server: server) { client, _ in
                let port = try #require(client.port)
                let silent = try RawConnection(port: port)
                // Connections are accepted in the order they arrive: once a later one has been
                // answered, this one has been accepted too.
                _ = try await IdleTimeoutTests.connectionAnsweredOnce(port: port)
                return silent
            }
        }
        let rest = await silent.readUntilClosed(within: 30)
        #expect(rest.closed, "the server closed the connection")
        #expect(rest.bytes.isEmpty, "without an answer: there was no request")
    }

    /// The shutdown's notice reaches a connection while it is still HTTP; the socket it becomes
    /// a moment later is told before swift-websocket closes it.
    @Test func aSocketUpgradedOnceTheShutdownHadBegunIsToldBeforeItCloses() async throws {
        let channel = NIOAsyncTestingChannel()
        // A socket whose route returns at once: swift-websocket then closes it with 1000.
        let connection = GuardedHTTPChannel(
            base: HTTP1WebSocketUpgradeChannel(responder: { _, _, _ in }, configuration: .init()) { _, _, _ in
                .upgrade([:]) { _, _, _ in }
            },
            headerTimeout: .seconds(10),
            idleTimeout: .seconds(30),
            closingBound: .seconds(1),
            closingMessage: GalleryServer.closingMessage,
            roster: ConnectionRoster(cap: 8, reserve: 0, logger: TestGallery.logger),
            upgradeErrors: UpgradeErrorTally.tally(logger: TestGallery.logger)
        )
        try await channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 8080))
        // As the server does: set up on the connection's event loop, then handled in a task.
        let value = try await channel.eventLoop.flatSubmit { connection.setup(channel: channel, logger: TestGallery.logger) }.get()

        // Given a shutdown that began while the connection was HTTP
        channel.pipeline.fireUserInboundEventTriggered(ClosingNotice.ShutdownBegan())

        // When its upgrade request arrives
        try await channel.writeInbound(
            ByteBuffer(
                string: "GET /live HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
            )
        )
        let handling = Task { await connection.handle(value: value, logger: TestGallery.logger) }

        // Then the answer upgrades it, and the closing message comes before the close frame
        var written: [UInt8] = []
        var frames: [(opcode: UInt8, payload: [UInt8])] = []
        while !frames.contains(where: { $0.opcode == 0x8 }) {
            written += try await channel.waitForOutboundWrite(as: ByteBuffer.self).readableBytesView
            if let headEnd = written.firstRange(of: Array("\r\n\r\n".utf8))?.upperBound {
                frames = ClosingNoticeTests.frames(in: Array(written[headEnd...])) ?? []
            }
        }
        #expect(String(decoding: written, as: UTF8.self).hasPrefix("HTTP/1.1 101 Switching Protocols\r\n"))
        let closing = Array(ServerMessage.closing(GalleryServer.closingMessage).json.utf8)
        #expect(frames.map(\.opcode) == [0x1, 0x8], "a text frame, then the close frame")
        #expect(frames.first?.payload == closing, "the closing message")

        if channel.isActive { try await channel.close() }
        await handling.value
    }
}
