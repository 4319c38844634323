// Runs the compiler or a built program as a child process (Foundation's `Process`), which
// iOS, tvOS, watchOS and visionOS do not have: compiled where tests can start processes.
#if os(macOS) || os(Linux)

import Foundation
import Testing

/// One probe of `Tests/ReleaseProbes`: the name its executable knows, and what must happen
/// when it runs in a release build.
struct ReleaseProbe: Sendable, CustomTestStringConvertible {
    enum Outcome: Sendable {
        /// The process stops, its message holds every fragment and names the probe's own line.
        case stops(saying: [String])
        /// The process exits normally after printing the line.
        case succeeds(printing: String)
    }

    let name: String
    let outcome: Outcome

    var testDescription: String { name }

    static func stops(_ name: String, saying fragments: String...) -> ReleaseProbe {
        ReleaseProbe(name: name, outcome: .stops(saying: fragments))
    }

    static func succeeds(_ name: String, printing line: String) -> ReleaseProbe {
        ReleaseProbe(name: name, outcome: .succeeds(printing: line))
    }
}

/// Misuses the kit in an optimised build, as an app would ship it, and checks that each misuse
/// stops with its message and at the app's line: `precondition` and `assert` lose their
/// message in `-c release`, and a check that only runs in debug builds lets a release build
/// hang or crash without a word.
///
/// The probes are built once per test run, into `.build-probes` at the repository root, where
/// later runs reuse them until a source of the kit or of the probes changes.
struct ReleaseProbeTests {
    /// Module names are left out of the messages before fragments are looked for.
    static let probes: [ReleaseProbe] = [
        .stops("viper-mismatched-parts", saying: "Trellis: cannot assemble the VIPER module", "ProbeView.presenter", "StrayPresenter"),
        .stops("coordinator-own-child", saying: "Trellis: CheckoutCoordinator cannot start itself as its own child"),
        .stops("required-key-read", saying: "Trellis:", "ProbeAPIClientKey"),
        .succeeds("required-key-install", printing: installed),
        .succeeds("required-key-install-stored-key-path", printing: installed),
        .stops("static-default-cycle", saying: "Trellis:", "EngineKey → PodKey → EngineKey"),
        .stops("computed-default-cycle", saying: "Trellis:", "HatchKey → AirlockKey → HatchKey"),
        .stops("unplugged-never-failing-action", saying: "Trellis:", "ArchivePhoto"),
        .succeeds("leak-detector-off", printing: leakDetectorOff),
        .stops(
            "unplugged-typed-failure-action",
            saying: "Trellis:", "PublishPhoto is not plugged", "PublishPhoto throws only ProbePublishingError"
        ),
    ]

    /// What the probes that install a required key print once it is in place.
    static let installed = "installed without reading; read back a LiveProbeAPIClient: true"

    /// What the leak detector probe prints in a release build: the detector is compiled out, so
    /// turning it on does nothing, and the flow it leaves alive is neither watched nor reported
    /// (a debug build prints `available true, enabled true, pending 0, reports 4`).
    static let leakDetectorOff = "leak detector: available false, enabled false, pending 0, reports 0"

    /// How long one probe may run before it counts as hung and is killed.
    static let probeTimeLimit: Duration = .seconds(10)

    @Test(.timeLimit(.minutes(20)), arguments: probes)
    func misuseInAReleaseBuild(_ probe: ReleaseProbe) async throws {
        // Given
        let executable = try await ProbeBuild.executable.value

        // When
        let run = try await ProbeProcess.run(
            executable, [probe.name],
            environment: ["SWIFT_BACKTRACE": "enable=no"],  // the message, without a backtrace
            timeLimit: Self.probeTimeLimit
        )

        // Then
        try #require(!run.timedOut, "\(probe.name) did not end within \(Self.probeTimeLimit): it hangs.\n\(run)")
        switch probe.outcome {
        case let .stops(fragments):
            #expect(!run.exitedCleanly, "\(probe.name) should have stopped.\n\(run)")
            let message = run.standardError.replacing("trellis_probe.", with: "")
            for fragment in fragments {
                #expect(message.contains(fragment), "The message lacks \"\(fragment)\".\n\(run)")
            }
            try expectStopsAtTheProbesLine(run)
        case let .succeeds(line):
            #expect(run.exitedCleanly, "\(probe.name) should have run to its end.\n\(run)")
            #expect(run.standardOutput.contains(line), "\(probe.name) did not print \"\(line)\".\n\(run)")
        }
    }

    /// The location of the fatal error is the one the probe announced before its misuse: the
    /// caller's file and line (or, for a misuse that may name several, the caller's file).
    private func expectStopsAtTheProbesLine(_ run: ProbeProcess.Run) throws {
        let announced = try #require(
            run.standardOutput.firstMatch(of: /misuse (at|in) (\S+\.swift)(?::(\d+))?/),
            "The probe did not say where its misuse is.\n\(run)"
        )
        let stop = try #require(
            run.standardError.firstMatch(of: /(\S+\.swift):(\d+): Fatal error:/),
            "The process did not stop with a fatal error naming a file and line.\n\(run)"
        )
        let expected = announced.3.map { "\(announced.2):\($0)" } ?? "\(announced.2):<any line>"
        #expect(
            stop.1 == announced.2 && (announced.3 == nil || stop.2 == announced.3),
            "It stopped at \(stop.1):\(stop.2), not at the probe's \(expected).\n\(run)"
        )
        // `fatalError` names the location; the message does not repeat it.
        let location = "\(stop.1):\(stop.2)"
        #expect(
            run.standardError.ranges(of: location).count == 1,
            "The message names \(location) more than once.\n\(run)"
        )
    }
}

// MARK: - Building the probes

/// The probe executable, built once with `-c release` however many tests need it.
private enum ProbeBuild {
    static let executable = Task<URL, any Error> {
        let root = URL(filePath: #filePath)
            .deletingLastPathComponent()  // TrellisTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
        let scratch = root.appending(path: ".build-probes")
        // An incremental release build does not recompile a module when only the body of an
        // `@inlinable` function it inlines from another module changed, so the probe (and the
        // kit's own modules) could run the kit's earlier code. The build is kept only while
        // the sources it was made from are unchanged.
        let digest = try SourceDigest.of([root.appending(path: "Sources"), root.appending(path: "Tests/ReleaseProbes/Sources")])
        let stamp = scratch.appending(path: "sources.digest")
        if (try? String(contentsOf: stamp, encoding: .utf8)) != digest {
            try? FileManager.default.removeItem(at: scratch)
        }
        func build() async throws -> ProbeProcess.Run {
            try await ProbeProcess.run(
                try swift(),
                [
                    "build", "-c", "release", "--product", "trellis-probe",
                    "--package-path", root.appending(path: "Tests/ReleaseProbes").path,
                    "--scratch-path", scratch.path,
                ],
                directory: root,
                timeLimit: .seconds(15 * 60)
            )
        }
        let result = try await build()
        guard result.exitedCleanly, !result.timedOut else { throw ProbeBuildFailed(build: result) }
        try digest.write(to: stamp, atomically: true, encoding: .utf8)
        return scratch.appending(path: "release/trellis-probe")
    }

    /// `swift` from PATH, or the toolchain's usual place on the project's Linux machines.
    private static func swift() throws -> URL {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for folder in folders + ["/opt/swift/usr/bin"] {
            let candidate = URL(filePath: folder).appending(path: "swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw ProbeBuildFailed(reason: "swift was found neither on PATH nor in /opt/swift/usr/bin")
    }
}

/// A digest of every Swift, C and header file below some folders: their paths and contents.
private enum SourceDigest {
    static func of(_ folders: [URL]) throws -> String {
        var files: [URL] = []
        for folder in folders {
            let items = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            for case let file as URL in items ?? .init() where ["swift", "c", "h"].contains(file.pathExtension) {
                files.append(file)
            }
        }
        // FNV-1a over each path and its bytes, in a stable order: enough to notice an edit.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for file in files.sorted(by: { $0.path < $1.path }) {
            for byte in Array(file.path.utf8) + Array(try Data(contentsOf: file)) {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }
}

/// The probes could not be built, so none of them ran.
private struct ProbeBuildFailed: Error, CustomStringConvertible {
    let description: String

    init(reason: String) {
        description = reason
    }

    init(build: ProbeProcess.Run) {
        description = "swift build -c release --package-path Tests/ReleaseProbes failed.\n\(build)"
    }
}

// MARK: - Running a process with a time limit

private enum ProbeProcess {
    /// How a process ended and what it printed.
    struct Run: CustomStringConvertible {
        /// The exit status, or the number of the signal that ended the process.
        let status: Int32
        let signalled: Bool
        let timedOut: Bool
        let standardOutput: String
        let standardError: String

        /// Whether the process returned from `main` (or called `exit(0)`).
        var exitedCleanly: Bool { !signalled && status == 0 }

        var description: String {
            let ending = timedOut ? "killed after its time limit" : signalled ? "signal \(status)" : "exit \(status)"
            return "[\(ending)]\n--- standard output\n\(standardOutput.suffix(4_000))\n--- standard error\n\(standardError.suffix(4_000))"
        }
    }

    /// Runs `executable` to its end, or kills it once `timeLimit` has passed; waits without
    /// holding a thread. Output goes to files, so no pipe can fill up and block it.
    static func run(
        _ executable: URL,
        _ arguments: [String],
        directory: URL? = nil,
        environment: [String: String] = [:],
        timeLimit: Duration
    ) async throws -> Run {
        let folder = FileManager.default.temporaryDirectory.appending(path: "trellis-probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputFile = folder.appending(path: "stdout")
        let errorFile = folder.appending(path: "stderr")
        try Data().write(to: outputFile)
        try Data().write(to: errorFile)
        let output = try FileHandle(forWritingTo: outputFile)
        let error = try FileHandle(forWritingTo: errorFile)
        defer {
            try? output.close()
            try? error.close()
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error

        var watchdog: Task<Bool, Never>?
        try await withCheckedThrowingContinuation { (finished: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in finished.resume() }
            do {
                try process.run()
            } catch {
                finished.resume(throwing: error)
                return
            }
            let identifier = process.processIdentifier
            watchdog = Task {
                guard (try? await Task.sleep(for: timeLimit)) != nil else { return false }
                kill(identifier, SIGKILL)
                return true
            }
        }
        watchdog?.cancel()
        let timedOut = await watchdog?.value ?? false
        return Run(
            status: process.terminationStatus,
            signalled: process.terminationReason == .uncaughtSignal,
            timedOut: timedOut,
            standardOutput: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self)
        )
    }
}

#endif
