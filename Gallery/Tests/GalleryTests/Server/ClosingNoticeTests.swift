import Gallery
import HummingbirdTesting
import LiveScreens
import Testing

/// At a graceful shutdown every live page is sent its closing message before its socket's
/// close frame, and a page that does not answer is let go after the live write timeout, so it
/// cannot hold the shutdown up.
@Suite("The closing notice", .timeLimit(.minutes(1)))
struct ClosingNoticeTests {
    /// A page that reads its screen and then nothing more: it never answers the close.
    @Test func aPageThatNeverAnswersIsToldThenLetGoAtShutdown() async throws {
        let server = GalleryServer(configuration: .init(port: 0, liveWriteTimeout: .seconds(1)))
        // The shutdown returns only once every socket has closed: this one, which never
        // answers, only because the write timeout is over. Without the bound it would wait
        // for swift-websocket's auto-ping to time out, a minute later.
        let (connection, early) = try await withTimeout(30, "the shutdown") {
            try await withTestGallery { _ in
                try await server.makeApplication(logger: TestGallery.logger).test(.live) { client in
                    let (connection, frames) = try await WebSocketFramingTests.upgrade(port: try #require(client.port))
                    let screen = await connection.read(within: 30) { String(decoding: frames + $0, as: UTF8.self).contains(#""region":"likes""#) }
                    return (connection, frames + screen.bytes)
                }
            }
        }
        let rest = await connection.readUntilClosed(within: 30)
        #expect(rest.closed, "the server closed the connection")
        let frames = try #require(Self.frames(in: early + rest.bytes), "the server sent whole frames")
        let closing = ServerMessage.closing(GalleryServer.closingMessage).json
        let told = try #require(frames.firstIndex { $0.opcode == 0x1 && $0.payload == Array(closing.utf8) }, "the page was told")
        let closed = try #require(frames.firstIndex { $0.opcode == 0x8 }, "the server sent a close frame")
        #expect(told < closed, "the closing message came before the close frame")
        #expect(frames[closed].payload.prefix(2) == [0x03, 0xE8], "closed with 1000 (normal closure)")
        #expect(frames.filter { $0.payload == Array(closing.utf8) }.count == 1, "told once")
    }

    /// The frames a server sent (unmasked), or `nil` if `bytes` end inside one.
    static func frames(in bytes: [UInt8]) -> [(opcode: UInt8, payload: [UInt8])]? {
        var frames: [(opcode: UInt8, payload: [UInt8])] = []
        var index = 0
        while index < bytes.count {
            guard index + 2 <= bytes.count else { return nil }
            let opcode = bytes[index] & 0x0F
            var length = Int(bytes[index + 1] & 0x7F)
            index += 2
            let extra = length == 126 ? 2 : length == 127 ? 8 : 0
            guard index + extra <= bytes.count else { return nil }
            if extra > 0 {
                length = bytes[index..<index + extra].reduce(0) { $0 << 8 | Int($1) }
                index += extra
            }
            guard index + length <= bytes.count else { return nil }
            frames.append((opcode, Array(bytes[index..<index + length])))
            index += length
        }
        return frames
    }
}
