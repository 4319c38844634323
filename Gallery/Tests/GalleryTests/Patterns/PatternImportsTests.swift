import Foundation
import LiveScreens
import PatternRegistry
import Testing

/// A pattern builds on the shared layers only: never on the database, the server, their
/// libraries, or another pattern, so a pattern folder reads as its article describes it.
///
/// Package.swift gives each pattern target only those dependencies, but SwiftPM on Linux does
/// not hold a target to them: every module it builds lands in one folder the compiler searches,
/// so `import MVC` or `import Logging` in a pattern builds without a word (`import GRDB` or
/// `import Hummingbird` fails, but only because their C modules' maps are not passed, not
/// because the import is refused), unless `swift build` is given
/// `--explicit-target-dependency-import-check error`, which a package cannot ask for. This
/// test is the check: it reads every import of every registered pattern's folder.
@Suite("Patterns import only the shared layers")
struct PatternImportsTests {
    /// What every pattern may import: the kit, the shared domain and the live screens, and
    /// the toolchain's own modules a view model may need.
    static let shared: Set<String> = ["Trellis", "GalleryDomain", "LiveScreens", "Observation", "Synchronization"]

    /// The Gallery package's folder.
    static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    nonisolated static let patterns = GalleryPatterns.registered.map(\.id)

    @Test("a pattern imports the shared layers and what Package.swift lets it build on", arguments: patterns)
    func importsOnlyTheSharedLayers(_ id: String) throws {
        let pattern = try #require(GalleryPatterns.pattern(id))
        let target = try #require(pattern.folder.split(separator: "/").last.map(String.init))
        let allowed = Self.shared.union(try Self.declaredPatterns(of: target))
        let folder = Self.root.deletingLastPathComponent().appending(path: pattern.folder)
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
        let sources = files.filter { $0.hasSuffix(".swift") }
        #expect(!sources.isEmpty, "\(pattern.folder) holds the pattern's sources")
        for file in sources {
            let text = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
            for module in Self.imports(in: text) where !allowed.contains(module) {
                Issue.record(
                    """
                    \(pattern.folder)/\(file) imports \(module); a pattern imports only \
                    \(allowed.sorted().joined(separator: ", ")). Move what needs \(module) into the shared \
                    layers (GalleryDomain, LiveScreens) and reach it through Injection or Plug.
                    """
                )
            }
        }
    }

    @Test("an import of the database or of another pattern is seen")
    func seesAForbiddenImport() {
        let source = "import GalleryDomain\n@testable import GRDB\npublic import MVC\n// import Hummingbird\nlet text = \"import Logging\"\n"
        #expect(Self.imports(in: source) == ["GalleryDomain", "GRDB", "MVC"])
    }

    /// The modules `source` imports, in order: `import X`, `public import X`,
    /// `@testable import X`, `import struct X.Y`.
    static func imports(in source: String) -> [String] {
        source.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
            guard let index = words.firstIndex(of: "import"), words[..<index].allSatisfy(Self.isAccessLevel) else { return nil }
            let rest = words.dropFirst(index + 1).filter { !["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains($0) }
            return rest.first.map { String($0.split(separator: ".")[0]) }
        }
    }

    private static func isAccessLevel(_ word: Substring) -> Bool {
        ["public", "package", "internal", "fileprivate", "private"].contains(word)
    }

    /// The patterns Package.swift's `patternExtras` lets `target` build on (MVVM-C on MVVM).
    static func declaredPatterns(of target: String) throws -> [String] {
        let manifest = try String(contentsOf: root.appending(path: "Package.swift"), encoding: .utf8)
        guard let line = manifest.split(separator: "\n").first(where: { $0.hasPrefix("let patternExtras") }),
            let entry = line.firstRange(of: "\"\(target)\": [")
        else { return [] }
        let list = line[entry.upperBound...].prefix { $0 != "]" }
        return list.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"")) }
    }
}
