import Foundation
import Gallery
import GalleryDomain
import GallerySQLite
import HummingbirdTesting
import LiveScreens
import Testing

/// A live socket fails the connection on a frame RFC 6455 forbids, instead of reading it as an
/// event: an unmasked client frame closes it with 1002 (§5.1), a text message that is not UTF-8
/// with 1007 (§8.1).
@Suite("WebSocket framing")
struct WebSocketFramingTests {
    static let livePage = "/live?pattern=supersimple&path=users/1/photos/1"
    static let event = Array(#"{"type":"like","photo":1}"#.utf8)

    @Test func anUnmaskedFrameClosesTheSocketWith1002() async throws {
        try await withTestServer(.live) { client, _ in
            let (connection, frames) = try await Self.upgrade(port: try #require(client.port))
            connection.send(Self.frame(opcode: 0x1, payload: Self.event, mask: nil))
            let received = await connection.readUntilClosed(within: 30)
            #expect(Self.closeCode(in: frames + received.bytes) == 1002)
            #expect(received.closed)
        }
    }

    @Test func invalidUTF8InATextMessageClosesTheSocketWith1007() async throws {
        try await withTestServer(.live) { client, _ in
            let (connection, frames) = try await Self.upgrade(port: try #require(client.port))
            let notUTF8: [UInt8] = Array(#"{"type":"like","photo":"#.utf8) + [0xC3, 0x28, 0xFF] + Array("}".utf8)
            connection.send(Self.frame(opcode: 0x1, payload: notUTF8, mask: [1, 2, 3, 4]))
            let received = await connection.readUntilClosed(within: 30)
            #expect(Self.closeCode(in: frames + received.bytes) == 1007)
            #expect(received.closed)
        }
    }

    @Test func aMaskedValidEventIsStillServed() async throws {
        try await withTestServer(.live) { client, _ in
            let (connection, _) = try await Self.upgrade(port: try #require(client.port))
            connection.send(Self.frame(opcode: 0x1, payload: Self.event, mask: [9, 8, 7, 6]))
            let received = await connection.read(within: 30) { bytes in
                String(decoding: bytes, as: UTF8.self).contains(">1 like<")
            }
            #expect(String(decoding: received.bytes, as: UTF8.self).contains(">1 like<"), "the like was counted")
            #expect(!received.closed)
        }
    }

    /// Opens a live page's socket by hand and reads the 101 answer; returns the connection and
    /// the bytes of the frames read with the answer.
    static func upgrade(port: Int) async throws -> (RawConnection, [UInt8]) {
        let connection = try RawConnection(port: port)
        connection.send(
            "GET \(livePage) HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        )
        let answer = await connection.read(within: 30) { String(decoding: $0, as: UTF8.self).contains("\r\n\r\n") }
        guard answer.statusLine.hasPrefix("HTTP/1.1 101"), let headEnd = offset(after: Array("\r\n\r\n".utf8), in: answer.bytes) else {
            throw RawConnectionError("the live socket was not upgraded: \(answer.statusLine)")
        }
        return (connection, Array(answer.bytes[headEnd...]))
    }

    /// One final frame with `payload`, masked with `mask` if there is one.
    static func frame(opcode: UInt8, payload: [UInt8], mask: [UInt8]?) -> [UInt8] {
        precondition(payload.count < 126)
        var bytes: [UInt8] = [0x80 | opcode, (mask == nil ? 0 : 0x80) | UInt8(payload.count)]
        if let mask {
            bytes += mask
            bytes += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        } else {
            bytes += payload
        }
        return bytes
    }

    /// The offset just past the first occurrence of `needle` in `bytes`, if any.
    static func offset(after needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count) where Array(bytes[start..<start + needle.count]) == needle {
            return start + needle.count
        }
        return nil
    }

    /// The code of the first close frame in `bytes`, the frames the server sent, if there is one.
    static func closeCode(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index + 2 <= bytes.count {
            let opcode = bytes[index] & 0x0F
            var length = Int(bytes[index + 1] & 0x7F)
            index += 2
            if length == 126 {
                guard index + 2 <= bytes.count else { return nil }
                length = Int(bytes[index]) << 8 | Int(bytes[index + 1])
                index += 2
            } else if length == 127 {
                guard index + 8 <= bytes.count else { return nil }
                length = bytes[index..<index + 8].reduce(0) { $0 << 8 | Int($1) }
                index += 8
            }
            guard index + length <= bytes.count else { return nil }
            if opcode == 0x8 {
                return length >= 2 ? Int(bytes[index]) << 8 | Int(bytes[index + 1]) : nil
            }
            index += length
        }
        return nil
    }
}
