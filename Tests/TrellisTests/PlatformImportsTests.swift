import Foundation
import Testing

/// The kit compiles for every platform it names only if its Swift sources never see a
/// platform's own C module: Glibc and Darwin import the same POSIX function with different
/// Swift types (a pthread destructor's parameter is optional in one and not the other), so
/// code written against one breaks on the other where no machine here can tell. Every
/// operating-system call goes through the kit's C target, `TrellisThreads`, whose prototypes
/// are the same everywhere.
struct PlatformImportsTests {
    static let platformModules: Set<String> = [
        "Glibc", "Musl", "Darwin", "Android", "Bionic", "WinSDK", "ucrt", "CRT", "WASILibc", "SwiftGlibc",
    ]

    @Test func noSwiftFileUnderSourcesImportsAPlatformModule() throws {
        // Given every Swift file of the kit
        let sources = URL(filePath: #filePath)
            .deletingLastPathComponent()  // TrellisTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
            .appending(path: "Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }

        // When each import is read, in any of its forms (`@preconcurrency public import struct Glibc.FILE`)
        var imports: [(file: String, line: Int, module: String)] = []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() {
                guard let match = line.firstMatch(of: Self.importLine) else { continue }
                imports.append((file.path.replacing(sources.path + "/", with: "Sources/"), number + 1, String(match.1)))
            }
        }

        // Then the scan saw the kit, and none of its imports is a platform module
        #expect(files.count > 50, "Found only \(files.count) Swift files under \(sources.path).")
        #expect(imports.contains { $0.module == "TrellisThreads" })
        let platform = imports.filter { Self.platformModules.contains($0.module) }
        #expect(
            platform.isEmpty,
            """
            These files import a platform module; call the operating system through TrellisThreads instead:
            \(platform.map { "\($0.file):\($0.line): import \($0.module)" }.joined(separator: "\n"))
            """
        )
    }

    /// `import M`, `import M.Sub`, `import struct M.T`, with attributes and access modifiers.
    private static var importLine: Regex<(Substring, Substring)> {
        /^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?(\w+)/
    }
}
