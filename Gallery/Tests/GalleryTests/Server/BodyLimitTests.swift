import Foundation
import Gallery
import HummingbirdTesting
import Testing

/// A request body larger than the server's limit (``GalleryServer/Configuration/maxBodySize``)
/// is refused without being read: one announced by its `Content-Length` is answered 413 from
/// its head, and a chunked one is read no further than the limit, whatever the method.
@Suite("Request body limit")
struct BodyLimitTests {
    static let gibibyte = 1 << 30

    /// A request head that announces a body of `length` bytes.
    static func head(_ method: String, _ path: String, contentLength length: Int) -> String {
        "\(method) \(path) HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: \(length)\r\n\r\n"
    }

    /// A chunked request head.
    static func chunkedHead(_ method: String, _ path: String) -> String {
        "\(method) \(path) HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n"
    }

    /// A chunk of 64 KiB of body.
    static let chunk = Array("10000\r\n".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 64 * 1024) + Array("\r\n".utf8)

    @Test(arguments: [("POST", "/supersimple/users/1/photos/1"), ("GET", "/supersimple/users"), ("GET", "/static/gallery.css")])
    func aContentLengthOverTheLimitIsAnswered413FromTheHead(method: String, path: String) async throws {
        try await withTestServer(.live) { client, _ in
            let connection = try RawConnection(port: try #require(client.port))
            connection.send(Self.head(method, path, contentLength: Self.gibibyte))
            let start = ContinuousClock.now
            let answer = await connection.read(within: 10, until: BadRequestTests.isCompleteResponse)
            #expect(answer.statusLine == "HTTP/1.1 413 Content Too Large", "\(method) \(path) with 1 GiB announced was answered \"\(answer.statusLine)\"")
            // At once: within milliseconds alone; the whole suite at once, on two cores, can hold
            // any answer up for two seconds. Without the check on the head, none came.
            #expect(ContinuousClock.now - start < .seconds(5), "answered at once, from the head")
            #expect(answer.text.lowercased().contains("connection: close"))
            #expect(answer.text.contains("\(GalleryServer.Configuration.defaultMaxBodySize) bytes"), "the answer names the limit: \(answer.text)")
            let rest = await connection.readUntilClosed(within: 5)
            #expect(rest.closed, "the server closed the connection")
        }
    }

    /// The client sends 64 MiB while the server answers; what the server took is what was
    /// sent, less what the kernel's buffers on loopback hold (a few MiB each way).
    @Test(arguments: [("POST", "/supersimple/users/1/photos/1"), ("GET", "/static/gallery.css")])
    func aChunkedBodyIsReadNoFurtherThanTheLimit(method: String, path: String) async throws {
        try await withTestServer(.live) { client, _ in
            let connection = try RawConnection(port: try #require(client.port))
            connection.limitSendWait(to: 5)
            let reading = Task { await connection.readUntilClosed(within: 30) }
            // 64 MiB, without the last chunk: a body that goes on.
            let sent = await connection.sendOffThread(Array(Self.chunkedHead(method, path).utf8), then: Self.chunk, times: 1024)
            let answer = await reading.value
            #expect(sent < 24 << 20, "\(method) \(path): the server took \(sent >> 20) MiB of a chunked body it refuses past 16 KiB")
            if method == "POST" {
                #expect(answer.statusLine == "HTTP/1.1 413 Content Too Large", "a chunked form over the limit was answered \"\(answer.statusLine)\"")
            }
            #expect(answer.closed, "the server closed the connection")
        }
    }

    @Test func aGetWithAnEightMebibyteBodyIsNotServed() async throws {
        try await withTestServer(.live) { client, _ in
            let connection = try RawConnection(port: try #require(client.port))
            connection.limitSendWait(to: 5)
            let reading = Task { await connection.read(within: 30, until: BadRequestTests.isCompleteResponse) }
            let body = [UInt8](repeating: UInt8(ascii: "a"), count: 8 << 20)
            _ = await connection.sendOffThread(Array(Self.head("GET", "/static/gallery.css", contentLength: body.count).utf8) + body)
            let answer = await reading.value
            #expect(answer.statusLine == "HTTP/1.1 413 Content Too Large", "a GET with 8 MiB of body was answered \"\(answer.statusLine)\"")
        }
    }

    @Test func aBodyWithinTheLimitIsStillReadAndTheConnectionKeptAlive() async throws {
        try await withTestServer(.live) { client, _ in
            let connection = try RawConnection(port: try #require(client.port))
            let body = String(repeating: "a", count: 1000)
            for _ in 0..<2 {
                connection.send(Self.head("GET", "/static/gallery.css", contentLength: body.utf8.count) + body)
                let answer = await connection.read(within: 30, until: BadRequestTests.isCompleteResponse)
                #expect(answer.statusLine == "HTTP/1.1 200 OK")
                #expect(!answer.closed)
            }
        }
    }
}
