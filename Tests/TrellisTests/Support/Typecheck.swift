// Runs the compiler or a built program as a child process (Foundation's `Process`), which
// iOS, tvOS, watchOS and visionOS do not have: compiled where tests can start processes.
#if os(macOS) || os(Linux)

import Foundation

/// One diagnostic the compiler wrote about a type-checked source file.
struct Diagnostic: Equatable, CustomStringConvertible {
    let line: Int
    let column: Int
    let kind: String
    let message: String

    var description: String { "\(line):\(column): \(kind): \(message)" }
}

/// The settings a file is type-checked with.
enum CompilerSettings {
    /// The kit's own: Swift 6 with the package's upcoming features.
    case kit
    /// A new app target of Xcode 26, in Swift 6 mode: the main actor as default isolation,
    /// approachable concurrency, and member import visibility (the list `Consumers/Package.swift`
    /// builds its `XcodeNewApp` target with).
    case xcodeNewApp

    var arguments: [String] {
        switch self {
        case .kit:
            ["ExistentialAny", "InternalImportsByDefault", "MemberImportVisibility"].flatMap { ["-enable-upcoming-feature", $0] }
        case .xcodeNewApp:
            ["-default-isolation", "MainActor"]
                + ["NonisolatedNonsendingByDefault", "InferIsolatedConformances", "MemberImportVisibility"]
                .flatMap { ["-enable-upcoming-feature", $0] }
        }
    }
}

/// Type-checks `source` against the modules this test target was built with, in Swift 6 mode
/// with `settings`, and returns what the compiler said.
///
/// A failed compile cannot be a unit test; running the compiler once on a file can.
func typecheck(_ source: String, with settings: CompilerSettings = .kit) async throws -> [Diagnostic] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("Typecheck-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Snippet.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)

    var modules = productsDirectory.appendingPathComponent("Modules")
    if !FileManager.default.fileExists(atPath: modules.path) { modules = productsDirectory }
    // The kit's C module (its thread-local and fences) is found through the module map the
    // build wrote for it.
    let cModules = ((try? FileManager.default.contentsOfDirectory(atPath: productsDirectory.path)) ?? [])
        .map { productsDirectory.appendingPathComponent($0).appendingPathComponent("module.modulemap") }
        .filter { FileManager.default.fileExists(atPath: $0.path) }
        .flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] }
    let (compiler, compilerArguments) = try swiftCompiler()
    let result = try await runProcess(
        compiler,
        compilerArguments + [
            "-typecheck", "-swift-version", "6", "-diagnostic-style", "llvm",
        ] + settings.arguments + [
            "-I", modules.path,
        ] + cModules + [
            "-module-cache-path", productsDirectory.appendingPathComponent("ModuleCache").path,
            file.path,
        ],
        includingErrors: true
    )
    let diagnostics = result.output.split(separator: "\n").compactMap { line -> Diagnostic? in
        guard let match = line.firstMatch(of: /Snippet\.swift:(\d+):(\d+): (error|warning): (.*)/) else { return nil }
        return Diagnostic(line: Int(match.1)!, column: Int(match.2)!, kind: String(match.3), message: String(match.4))
    }
    if result.status != 0 && !diagnostics.contains(where: { $0.kind == "error" }) {
        throw CompilerFailed(output: result.output)
    }
    return diagnostics
}

/// The compiler of the toolchain this test runs on, so it can read the modules it built.
private func swiftCompiler() throws -> (URL, [String]) {
    #if os(macOS)
        #if arch(arm64)
            let target = "arm64-apple-macosx15.0"
        #else
            let target = "x86_64-apple-macosx15.0"
        #endif
        return (URL(fileURLWithPath: "/usr/bin/xcrun"), ["swiftc", "-target", target])
    #else
        // The Swift runtime this process loaded sits in <toolchain>/usr/lib/swift/linux.
        let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
        let runtimes = maps.split(separator: "\n").lazy.compactMap { $0.firstMatch(of: /(\/\S+)\/lib\/swift\/linux\/libswiftCore\.so/) }
        if let runtime = runtimes.first {
            let compiler = URL(fileURLWithPath: "\(runtime.1)/bin/swiftc")
            if FileManager.default.isExecutableFile(atPath: compiler.path) { return (compiler, []) }
        }
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let compiler = URL(fileURLWithPath: "\(folder)/swiftc")
            if FileManager.default.isExecutableFile(atPath: compiler.path) { return (compiler, []) }
        }
        throw CompilerNotFound()
    #endif
}

/// Neither the toolchain of the running Swift runtime nor PATH has `swiftc`.
private struct CompilerNotFound: Error, CustomStringConvertible {
    var description: String {
        "swiftc was found neither beside the Swift runtime nor on PATH; put the toolchain's usr/bin on PATH (export PATH=/opt/swift/usr/bin:$PATH)"
    }
}

/// The compiler stopped without a diagnostic about the file: a missing module, a bad flag.
private struct CompilerFailed: Error, CustomStringConvertible {
    let output: String
    var description: String { "The compiler failed before reading the file:\n\(output)" }
}

#endif
