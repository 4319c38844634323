import Foundation
import Gallery
import GalleryDomain
import GallerySQLite
import HummingbirdTesting
import LiveScreens
import Testing

/// A request the server cannot read is answered — 400, or 431 for a head too large, or 505
/// for an HTTP version it does not speak — and its connection closes, whether it is the
/// connection's first request or a later one, on the same pipeline that upgrades live sockets.
@Suite("Bad requests")
struct BadRequestTests {
    /// One kind of request the server cannot read, and the status it answers.
    struct Kind: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        let statuses: Set<Int>
        var testDescription: String { name }

        init(_ name: String, _ bytes: [UInt8], _ statuses: Set<Int> = [400]) {
            self.name = name
            self.bytes = bytes
            self.statuses = statuses
        }

        init(_ name: String, _ text: String, _ statuses: Set<Int> = [400]) {
            self.init(name, Array(text.utf8), statuses)
        }
    }

    static let big = String(repeating: "a", count: 100 * 1024)

    static let kinds: [Kind] = [
        Kind("an unknown method", "BREW / HTTP/1.1\r\nHost: localhost\r\n\r\n"),
        Kind("HTTP/9.9", "GET / HTTP/9.9\r\nHost: localhost\r\n\r\n", [505]),
        Kind("bare LF line ends", "GET / HTTP/1.1\nHost: localhost\n\n"),
        Kind("a 100 KiB header", "GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: \(big)\r\n\r\n", [431]),
        Kind("a 100 KiB URL", "GET /\(big) HTTP/1.1\r\nHost: localhost\r\n\r\n", [414, 431]),
        Kind("100 KiB of cookies", "GET / HTTP/1.1\r\nHost: localhost\r\nCookie: c=\(big)\r\n\r\n", [431]),
        Kind("random bytes", Self.randomBytes(count: 512)),
        Kind("a header line without a colon", "GET / HTTP/1.1\r\nHost: localhost\r\nNoColonHere\r\n\r\n"),
        Kind("a space before a header's colon", "GET / HTTP/1.1\r\nHost : localhost\r\n\r\n"),
        Kind("a control character in the URL", "GET /\u{1}x HTTP/1.1\r\nHost: localhost\r\n\r\n"),
        Kind("a Content-Length that is no number", "POST /supersimple HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n"),
        Kind(
            "both Content-Length and chunked",
            "POST /supersimple HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"
        ),
        Kind("no version", "GET /\r\nHost: localhost\r\n\r\n"),
    ]

    /// The same bytes every run: a fixed linear congruential generator.
    static func randomBytes(count: Int) -> [UInt8] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    @Test(arguments: kinds)
    func aBadFirstRequestIsAnsweredAndTheConnectionCloses(_ kind: Kind) async throws {
        try await withTestServer(.live) { client, _ in
            let connection = try RawConnection(port: try #require(client.port))
            connection.send(kind.bytes)
            let answer = await connection.readUntilClosed(within: 30)
            #expect(kind.statuses.contains(Self.status(of: answer.statusLine)), "\(kind.name) was answered \"\(answer.statusLine)\"")
            #expect(answer.text.lowercased().contains("connection: close"), "\(kind.name): the answer says the connection closes")
            #expect(answer.closed, "\(kind.name): the server closed the connection")
        }
    }

    @Test(arguments: kinds)
    func aBadSecondRequestIsAnsweredAndTheConnectionCloses(_ kind: Kind) async throws {
        try await withTestServer(.live) { client, _ in
            let connection = try RawConnection(port: try #require(client.port))
            connection.send("GET /static/gallery.css HTTP/1.1\r\nHost: localhost\r\n\r\n")
            let first = await connection.read(within: 30, until: Self.isCompleteResponse)
            #expect(first.statusLine == "HTTP/1.1 200 OK", "the first request is served")
            connection.send(kind.bytes)
            let answer = await connection.readUntilClosed(within: 30)
            #expect(kind.statuses.contains(Self.status(of: answer.statusLine)), "\(kind.name) was answered \"\(answer.statusLine)\"")
            #expect(answer.closed, "\(kind.name): the server closed the connection")
        }
    }

    @Test func aWellFormedRequestIsStillServedAndKeptAlive() async throws {
        try await withTestServer(.live) { client, _ in
            let connection = try RawConnection(port: try #require(client.port))
            for _ in 0..<2 {
                connection.send("GET /static/gallery.css HTTP/1.1\r\nHost: localhost\r\n\r\n")
                let answer = await connection.read(within: 30, until: Self.isCompleteResponse)
                #expect(answer.statusLine == "HTTP/1.1 200 OK")
                #expect(!answer.closed)
            }
        }
    }

    /// The status code in a status line, or 0.
    static func status(of statusLine: String) -> Int {
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1.") else { return 0 }
        return Int(parts[1]) ?? 0
    }

    /// Whether `bytes` hold a whole response: its head and as many bytes as its Content-Length says.
    @Sendable static func isCompleteResponse(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let end = text.range(of: "\r\n\r\n") else { return false }
        let head = text[..<end.lowerBound].lowercased()
        guard let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
            let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        else { return true }
        return text[end.upperBound...].utf8.count >= length
    }
}
