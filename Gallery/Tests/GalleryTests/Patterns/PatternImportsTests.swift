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
    /// The toolchain's own modules a pattern may import: Observation for `@Observable`.
    static let toolchain: Set<String> = ["Observation", "Synchronization"]
    /// The shared layers, all a pattern target may depend on besides another pattern.
    static let shared: Set<String> = ["Trellis", "GalleryDomain", "LiveScreens"]

    /// The Gallery package's folder.
    static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    nonisolated static let patterns = GalleryPatterns.registered.map(\.id)

    @Test("a pattern target depends on the shared layers, and on another pattern at most", arguments: patterns)
    func dependsOnlyOnTheSharedLayers(_ id: String) throws {
        let pattern = try #require(GalleryPatterns.pattern(id))
        let target = try #require(pattern.folder.split(separator: "/").last.map(String.init))
        let patternTargets = Set(GalleryPatterns.registered.compactMap { $0.folder.split(separator: "/").last.map(String.init) })
        let declared = try #require(try Self.dependencies(of: target), "Package.swift declares the target \(target) on one line")
        for dependency in declared where !Self.shared.contains(dependency) && !patternTargets.contains(dependency) {
            Issue.record("Package.swift lets \(target) depend on \(dependency); a pattern depends on \(Self.shared.sorted().joined(separator: ", ")) and at most another pattern.")
        }
    }

    @Test("a pattern imports only what Package.swift lets it depend on", arguments: patterns)
    func importsOnlyTheSharedLayers(_ id: String) throws {
        let pattern = try #require(GalleryPatterns.pattern(id))
        let target = try #require(pattern.folder.split(separator: "/").last.map(String.init))
        let allowed = Self.toolchain.union(try Self.dependencies(of: target) ?? [])
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

    /// Both backends' modules, and the libraries they build on.
    static let backends: Set<String> = ["GRDB", "PostgresNIO", "GallerySQLite", "GalleryPostgres", "GalleryDatabase", "SQLite3", "CSQLite"]

    /// Which backend runs is the start-up's choice alone: the screens every pattern renders
    /// into, and the domain they read, import neither backend (nor does a pattern, above).
    @Test("the live screens and the domain import no backend", arguments: ["LiveScreens", "GalleryDomain"])
    func importsNoBackend(_ target: String) throws {
        let folder = Self.root.appending(path: "Sources/\(target)")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty, "Sources/\(target) holds sources")
        for file in files {
            let text = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
            for module in Self.imports(in: text) where Self.backends.contains(module) {
                Issue.record("Sources/\(target)/\(file) imports \(module); only the start-up (configureGallery) knows which backend runs.")
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

    /// The modules Package.swift's one-line declaration of `target` lets it depend on: its
    /// target dependencies and the modules of its products, with a named list (`sharedLayers`)
    /// read from its own one-line `let`; `nil` if there is no such line.
    static func dependencies(of target: String) throws -> [String]? {
        let manifest = try String(contentsOf: root.appending(path: "Package.swift"), encoding: .utf8)
        let lines = manifest.split(separator: "\n")
        guard let line = lines.first(where: { $0.contains(".target(name: \"\(target)\", dependencies: ") }),
            let open = line.firstRange(of: "dependencies: ")
        else { return nil }
        let expression = line[open.upperBound...].prefix { $0 != "]" && $0 != "," }
        var modules: [String] = []
        for part in expression.split(separator: " + ") {
            if part.hasPrefix("[") {
                modules += names(inList: part)
            } else if let list = lines.first(where: { $0.hasPrefix("let \(part):") || $0.hasPrefix("let \(part) =") }),
                let equals = list.firstRange(of: "= [") {
                modules += names(inList: list[equals.upperBound...])
            } else {
                return nil
            }
        }
        return modules
    }

    /// The target names and product modules of an array literal's text (up to its `]`).
    private static func names(inList text: Substring) -> [String] {
        var list = String(text.prefix { $0 != "]" })
        var modules: [String] = []
        while let product = list.firstRange(of: ".product(name: \"") {
            let name = list[product.upperBound...].prefix { $0 != "\"" }
            modules.append(String(name))
            let end = list[product.upperBound...].firstIndex(of: ")") ?? list.endIndex
            list.removeSubrange(product.lowerBound..<end)
        }
        return modules + list.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
