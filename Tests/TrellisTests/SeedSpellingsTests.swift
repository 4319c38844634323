import Foundation
import Testing

/// Where a seed spells something Trellis cannot compile, the compiler says what to write
/// instead. A failed compile cannot be a unit test, so this one runs the compiler once, on a
/// file written the seeds' way against the built modules, and reads its errors.
@Suite struct SeedSpellingsTests {
    @Test func theSeedsSpellingsStopWithWhatToWriteInstead() throws {
        let errors = try typecheck("""
            import Trellis

            final class MyPresenter: Presenter { let viewModels = ViewModels() }

            struct MyLikePhoto: IsAction {}
            func like() -> Promise<Void> { fatalError() }
            class MyView: View<MyPresenter> {}
            """)

        #expect(errors == [
            // Plug
            """
            5:21: 'IsAction' is unavailable: Trellis splits IsAction in two: declare the use case as \
            `enum LikePhoto: AsyncAction { typealias Input = Photo }` (or SyncAction), and its \
            implementation as a Sendable type conforming to AsyncPerforming (or SyncPerforming) with \
            `func perform(_:)`
            """,
            """
            6:16: 'Promise' is unavailable: A Trellis action returns its Output itself: declare \
            `enum LikePhoto: AsyncAction { typealias Input = Photo }` (Output defaults to Void), and \
            where the seed chained `.then { … }` write `try await action(LikePhoto.self, photo)`
            """,
            // Clean Architecture
            """
            7:15: 'View' is unavailable: Trellis has no view base class: any view (a UIViewController, \
            a SwiftUI view) keeps its presenter and listens with \
            `presenter.viewModel { [weak self] (viewModel: MyViewModel) in … }`
            """,
        ])
    }

    /// Type-checks `source` against the modules this test was built with and returns its
    /// errors as `line:column: message`.
    private func typecheck(_ source: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SeedSpellings-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("SeedCode.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)

        var modules = productsDirectory.appendingPathComponent("Modules")
        if !FileManager.default.fileExists(atPath: modules.path) { modules = productsDirectory }
        let (compiler, compilerArguments) = try swiftCompiler()
        let result = try runProcess(
            compiler,
            compilerArguments + [
                "-typecheck", "-swift-version", "6", "-diagnostic-style", "llvm",
                "-I", modules.path, "-module-cache-path", productsDirectory.appendingPathComponent("ModuleCache").path,
                file.path,
            ],
            includingErrors: true
        )
        #expect(result.status != 0, "The seeds' spellings compiled:\n\(result.output)")
        return result.output.split(separator: "\n").compactMap { line in
            guard let match = line.firstMatch(of: /SeedCode\.swift:(\d+:\d+): error: (.*)/) else { return nil }
            return "\(match.1): \(match.2)"
        }
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
            if let runtime = maps.split(separator: "\n").lazy.compactMap({ $0.firstMatch(of: /(\/\S+)\/lib\/swift\/linux\/libswiftCore\.so/) }).first {
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
}

/// Neither the toolchain of the running Swift runtime nor PATH has `swiftc`.
private struct CompilerNotFound: Error, CustomStringConvertible {
    var description: String {
        "swiftc was found neither beside the Swift runtime nor on PATH; put the toolchain's usr/bin on PATH (export PATH=/opt/swift/usr/bin:$PATH)"
    }
}
