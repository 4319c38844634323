import Foundation
import Gallery
@testable import GalleryCommand
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// When the server cannot listen, `gallery` says so in one line on standard error, naming the
/// address and the flag that changes it, and exits with status 1.
@Suite("Listen errors on the command line", .timeLimit(.minutes(1)))
struct ListenErrorLineTests {
    @Test func aPortInUseIsOneClearLine() async throws {
        // Given a port something listens on, as another server would
        let listener = try #require(Listener())
        defer { listener.close() }

        // When the gallery command is told to listen there
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-listen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await GalleryProcess.run(["--port", "\(listener.port)", "--database", folder.appendingPathComponent("g.sqlite").path])

        // Then it says so in one line, and how to fix it, and fails
        #expect(run.status == 1)
        let lines = run.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(run.standardError)")
        let line = try #require(lines.first)
        #expect(line.contains("127.0.0.1:\(listener.port)"))
        #expect(line.contains("in use"))
        #expect(line.contains("--port"))
    }

    @Test(arguments: [
        (ListenError.Reason.portInUse, "--port"), (.permissionDenied, "--port"), (.hostNotOnThisMachine, "--host"), (.unknownHost, "--host"),
    ])
    func eachReasonNamesTheFlagToChange(reason: ListenError.Reason, flag: String) {
        let line = ListenError(reason, host: "192.0.2.1", port: 80).line
        #expect(line.hasPrefix("cannot listen on 192.0.2.1:80: "))
        #expect(line.contains(flag))
        #expect(!line.contains("\n"))
    }
}

/// Runs the `gallery` executable built beside the tests, and reads what it printed on standard
/// error; a run that has not ended after 30 seconds is killed.
enum GalleryProcess {
    struct Run {
        var status: Int32
        var standardError: String
    }

    static func run(_ arguments: [String]) async throws -> Run {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("gallery")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw GalleryNotBuilt(path: executable.path)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let standardError = Pipe()
        process.standardError = standardError
        process.standardOutput = FileHandle.nullDevice
        let ended = Ended()
        return try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { process in
                ended.flag.store(true, ordering: .sequentiallyConsistent)
                let text = String(decoding: standardError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                continuation.resume(returning: Run(status: process.terminationStatus, standardError: text))
            }
            do {
                try process.run()
            } catch {
                continuation.resume(throwing: error)
                return
            }
            // Only the child writes now, so the read ends when the child does.
            try? standardError.fileHandleForWriting.close()
            let pid = process.processIdentifier
            Task {
                // A bound for a run that would otherwise never end (a server that did listen).
                try await Task.sleep(for: .seconds(30))
                if !ended.flag.load(ordering: .sequentiallyConsistent) { kill(pid, SIGKILL) }
            }
        }
    }

    /// Whether the process has ended, for the task that would kill it.
    final class Ended: Sendable {
        let flag = Atomic(false)
    }

    struct GalleryNotBuilt: Error, CustomStringConvertible {
        let path: String
        var description: String { "no gallery executable at \(path): build it with `swift build --package-path Gallery --build-tests`" }
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
