@testable import GalleryCommand
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command's one-line answers before it starts a server.
@Suite("Listen check", .timeLimit(.minutes(1)))
struct ListenCheckTests {
    @Test func aPortInUseIsOneClearLine() throws {
        // Given a port something listens on, as another server would
        let listener = try #require(Listener())
        defer { listener.close() }

        // Then the check says so in one line, and how to fix it
        let problem = try #require(ListenCheck.problem(host: "127.0.0.1", port: listener.port))
        #expect(problem.contains("in use"))
        #expect(problem.contains("--port"))
        #expect(!problem.contains("\n"))
    }

    @Test func aHostThisMachineDoesNotHaveIsOneClearLine() throws {
        let problem = try #require(ListenCheck.problem(host: "192.0.2.1", port: 0))
        #expect(problem.contains("--host"))
    }

    @Test func aFreePortPasses() {
        #expect(ListenCheck.problem(host: "127.0.0.1", port: 0) == nil)
    }
}

/// A socket listening on a free loopback port: what holds a port, without a server's event
/// loops to start and stop.
private struct Listener {
    let fd: Int32
    let port: Int

    init?() {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        // getsockname names the port the system picked.
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard bound == 0, listen(fd, 1) == 0, named == 0 else {
            closeSocket(fd)
            return nil
        }
        self.fd = fd
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    func close() {
        closeSocket(fd)
    }
}

private func closeSocket(_ fd: Int32) {
    #if canImport(Glibc)
        _ = Glibc.close(fd)
    #else
        _ = Darwin.close(fd)
    #endif
}
