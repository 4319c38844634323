import Foundation
import NIOCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A plain TCP connection to a test server on loopback, for the bytes no HTTP or WebSocket
/// client would send: half a request, a malformed one, an unmasked frame.
///
/// Reads block, so they run on a thread of their own and never hold up the test's executor
/// (the server's responders run there). Every read is bounded: it gives up after `within`
/// seconds and says so, so a server that never answers fails a test instead of hanging it.
final class RawConnection: @unchecked Sendable {
    private let fd: Int32

    /// Connects to `127.0.0.1:port`.
    init(port: Int) throws {
        #if canImport(Glibc)
            fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw RawConnectionError("socket() failed: \(String(cString: strerror(errno)))") }
        // NIO's address, not a `sockaddr_in` filled in here: where NIO's C shims are loaded, its
        // fields belong to them rather than to Glibc.
        let address = try SocketAddress(ipAddress: "127.0.0.1", port: port)
        let status = address.withSockAddr { connect(fd, $0, socklen_t($1)) }
        guard status == 0 else {
            let reason = String(cString: strerror(errno))
            systemClose(fd)
            throw RawConnectionError("connect to 127.0.0.1:\(port) failed: \(reason)")
        }
    }

    deinit {
        systemClose(fd)
    }

    /// Sends `bytes`, all of them, unless the server closes the connection first (it may answer
    /// a request it refuses before reading the rest); returns how many were sent.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Int {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { systemSend(fd, $0) }
            if count <= 0 { break }
            sent += count
        }
        return sent
    }

    /// Sends `text` as UTF-8.
    @discardableResult
    func send(_ text: String) -> Int {
        send(Array(text.utf8))
    }

    /// What a read saw: the bytes, and whether the server closed the connection (end of
    /// stream or reset) before the read gave up.
    struct Received: Sendable {
        var bytes: [UInt8]
        var closed: Bool

        /// The first line, e.g. `HTTP/1.1 400 Bad Request`.
        var statusLine: String {
            String(decoding: bytes.prefix { $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        }
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// Reads until the server closes the connection, or gives up after `seconds`.
    func readUntilClosed(within seconds: Double) async -> Received {
        await read(within: seconds) { _ in false }
    }

    /// Reads until `enough` says the bytes so far are enough, the server closes the
    /// connection, or `seconds` pass.
    func read(within seconds: Double, until enough: @escaping @Sendable ([UInt8]) -> Bool) async -> Received {
        await withCheckedContinuation { continuation in
            let thread = Thread { [self] in
                continuation.resume(returning: self.blockingRead(within: seconds, until: enough))
            }
            thread.start()
        }
    }

    /// Whether the server has sent anything (or closed) within `seconds`: for checking that a
    /// connection is being held, which can only show up as nothing happening.
    func hasInput(within seconds: Double) async -> Bool {
        await withCheckedContinuation { continuation in
            let thread = Thread { [self] in
                var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                continuation.resume(returning: poll(&poller, 1, Int32(seconds * 1000)) > 0)
            }
            thread.start()
        }
    }

    private func blockingRead(within seconds: Double, until enough: ([UInt8]) -> Bool) -> Received {
        let deadline = Date().addingTimeInterval(seconds)
        var received = Received(bytes: [], closed: false)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while !enough(received.bytes) {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return received }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(max(1, left * 1000))) > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 {
                received.closed = true
                return received
            }
            received.bytes.append(contentsOf: chunk[..<count])
        }
        return received
    }
}

/// The C library's `close` and `send`, under names the connection's own methods do not hide.
private func systemClose(_ fd: Int32) {
    _ = close(fd)
}

private func systemSend(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    #if canImport(Glibc)
        send(fd, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
    #else
        send(fd, bytes.baseAddress, bytes.count, 0)
    #endif
}

struct RawConnectionError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
