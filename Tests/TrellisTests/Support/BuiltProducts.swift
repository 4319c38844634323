// Runs the compiler or a built program as a child process (Foundation's `Process`), which
// iOS, tvOS, watchOS and visionOS do not have: compiled where tests can start processes.
#if os(macOS) || os(Linux)

import Foundation

/// The folder the build put the test bundle in, with the example binary and the modules beside it.
var productsDirectory: URL {
    #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        fatalError("The test bundle was not found, so the built products cannot be located.")
    #else
        return Bundle.main.bundleURL
    #endif
}

/// What a finished process left: its exit status and everything it printed.
struct ProcessResult {
    let status: Int32
    let output: String
}

/// Runs `executable` with `input` on its standard input and waits for it to exit.
///
/// The wait happens on a thread of its own: a compiler run takes seconds, and a blocked thread
/// of the cooperative pool (two on a two-core machine) would stall every other test meanwhile.
///
/// - Parameters:
///   - includingErrors: Collects standard error with standard output, in order.
///   - environment: Variables added to this process's environment for the child.
func runProcess(
    _ executable: URL, _ arguments: [String], input: String = "", includingErrors: Bool = false,
    environment: [String: String] = [:]
) async throws -> ProcessResult {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result {
                try runProcessBlocking(executable, arguments, input: input, includingErrors: includingErrors, environment: environment)
            })
        }
    }
}

private func runProcessBlocking(
    _ executable: URL, _ arguments: [String], input: String, includingErrors: Bool, environment: [String: String]
) throws -> ProcessResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
    }
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    if includingErrors { process.standardError = stdout }
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
}

/// Runs the built example `product` and returns its exit status, standard output and
/// standard error apart, for the tests that read what a probe printed and what the kit said.
func runProbe(
    _ product: String, _ arguments: [String], environment: [String: String] = [:]
) async throws -> (status: Int32, output: String, errors: String) {
    let errorsFile = FileManager.default.temporaryDirectory.appendingPathComponent("\(product)-\(UUID()).txt")
    defer { try? FileManager.default.removeItem(at: errorsFile) }
    let shell = URL(fileURLWithPath: "/bin/sh")
    let command = "exec \"$0\" \"$@\" 2>\"\(errorsFile.path)\""
    let probe = productsDirectory.appendingPathComponent(product).path
    // A probe that stops on purpose prints its message and exits; the crash backtracer would
    // then symbolicate it for seconds (minutes under a sanitizer) while holding its pipes open.
    let quiet = ["SWIFT_BACKTRACE": "enable=no"].merging(environment) { _, given in given }
    let result = try await runProcess(shell, ["-c", command, probe] + arguments, environment: quiet)
    let errors = (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
    return (result.status, result.output, errors)
}

#endif
