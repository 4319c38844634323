import Foundation
import Testing

/// A Markdown document of this package whose Swift blocks a reader may copy: the README, and
/// every page of every DocC catalog under `Sources/`.
///
/// The documents are found by walking the folders, so a new article is checked the day it is
/// added, with no list to edit.
struct PackageDocument: Sendable, CustomTestStringConvertible {
    /// The document's path from the package's root, as messages name it: `README.md`.
    let path: String

    var testDescription: String { path }

    /// The document's text.
    func text() throws -> String {
        try packageText(path)
    }

    /// The README and every `*.md` in a `Documentation.docc` folder under `Sources/`, sorted.
    static var all: [PackageDocument] {
        let walker = FileManager.default.enumerator(atPath: packageRoot.appendingPathComponent("Sources").path)
        let catalogPages = (walker?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".md") && $0.split(separator: "/").contains { $0.hasSuffix(".docc") } }
            .map { "Sources/\($0)" }
            .sorted()
        return (["README.md"] + catalogPages).map(PackageDocument.init)
    }
}
