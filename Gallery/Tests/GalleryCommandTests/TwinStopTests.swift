import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Two `gallery` processes on one SQLite file — a server and its replacement during a restart —
/// both told to stop at once: each waits for the other to let go of the file and stops cleanly,
/// with status 0 and nothing on standard error but its log.
@Suite("Two servers on one file stopping at once", .timeLimit(.minutes(3)))
struct TwinStopTests {
    @Test func bothServersOnOneFileStopCleanlyWhenToldAtOnce() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-twins-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("gallery.sqlite").path

        // Rounds on the same file, as the issue's restarts were: which stop finds the other
        // one's lock differs from round to round.
        var failures: [String] = []
        for round in 1...6 {
            let twins = try (0..<2).map { _ in try RunningGallery(["--port", "0", "--database", database, "--log-level", "warning"]) }
            for twin in twins {
                try await twin.waitUntilListening()
            }
            for twin in twins { twin.signal(SIGTERM) }
            for (index, twin) in twins.enumerated() {
                let run = try await twin.ended()
                if run.status != 0 {
                    failures.append("round \(round), server \(index + 1): status \(run.status): \(run.standardError)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of 12 stops failed:\n\(failures.joined(separator: "\n"))")
    }
}

/// A `gallery` process started in the background: told when it listens, signalled, and read
/// once it ended. One that has not ended 60 seconds after it started is killed.
final class RunningGallery: Sendable {
    private let process: Process
    private let listening: AsyncStream<Void>
    private let standardError = Pipe()
    private let errorText = Mutex("")
    private let errorRead = DispatchSemaphore(value: 0)

    init(_ arguments: [String]) throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("gallery")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw GalleryProcess.GalleryNotBuilt(path: executable.path)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let standardOutput = Pipe()
        process.standardOutput = standardOutput
        process.standardError = standardError
        self.process = process
        let (listening, said) = AsyncStream.makeStream(of: Void.self)
        self.listening = listening
        try process.run()
        try? standardOutput.fileHandleForWriting.close()
        try? standardError.fileHandleForWriting.close()
        // The command prints one line once it listens; then the pipe is read to its end, so the
        // process never blocks on a full pipe.
        Thread {
            let handle = standardOutput.fileHandleForReading
            var text = ""
            while case let data = handle.availableData, !data.isEmpty {
                text += String(decoding: data, as: UTF8.self)
                if text.contains("Trellis Gallery: open") { said.yield() }
            }
            said.finish()
        }.start()
        Thread { [self] in
            let text = String(decoding: standardError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            errorText.withLock { $0 = text }
            errorRead.signal()
        }.start()
        let pid = process.processIdentifier
        Thread { [process] in
            // A bound for a process that would otherwise never end.
            Thread.sleep(forTimeInterval: 60)
            if process.isRunning { kill(pid, SIGKILL) }
        }.start()
    }

    /// Returns once the process says it listens; fails if it ended first.
    func waitUntilListening() async throws {
        for await _ in listening { return }
        throw RunningGalleryEnded(standardError: errorText.withLock { $0 })
    }

    func signal(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// The process's exit status and everything it wrote on standard error, once it ended.
    func ended() async throws -> GalleryProcess.Run {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread { [process, errorRead] in
                process.waitUntilExit()
                errorRead.wait()
                continuation.resume()
            }.start()
        }
        return GalleryProcess.Run(status: process.terminationStatus, standardError: errorText.withLock { $0 })
    }
}

struct RunningGalleryEnded: Error, CustomStringConvertible {
    let standardError: String
    var description: String { "the gallery process ended before it listened: \(standardError)" }
}
