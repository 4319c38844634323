import Foundation
import Testing

/// The built `trellis-check`, run as a shell or a CI job runs it: its exit status and what it
/// printed on each stream.
enum TrellisCheckExecutable {
    struct Run {
        let status: Int32
        let output: String
        let errors: String
    }

    /// The executable beside the test bundle in the build folder (`swift build --build-tests`
    /// builds both), or the one `TRELLIS_CHECK_EXECUTABLE` names.
    static var url: URL? {
        if let path = ProcessInfo.processInfo.environment["TRELLIS_CHECK_EXECUTABLE"] {
            return URL(fileURLWithPath: path)
        }
        let url = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("trellis-check")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    /// Runs it with `arguments` in `directory`; records an issue and returns `nil` when it has
    /// not been built.
    static func run(_ arguments: [String], in directory: String) throws -> Run? {
        guard let url else {
            Issue.record("no trellis-check beside the tests: build it with `swift build --package-path Check --build-tests`")
            return nil
        }
        // Files, not pipes: a pipe that fills up while the other is read would stall the run.
        let streams = try TemporaryFolder()
        _ = FileManager.default.createFile(atPath: streams.path("out"), contents: nil)
        _ = FileManager.default.createFile(atPath: streams.path("err"), contents: nil)
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: streams.path("out")))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: streams.path("err")))
        try process.run()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            output: String(decoding: FileManager.default.contents(atPath: streams.path("out")) ?? Data(), as: UTF8.self),
            errors: String(decoding: FileManager.default.contents(atPath: streams.path("err")) ?? Data(), as: UTF8.self)
        )
    }
}
