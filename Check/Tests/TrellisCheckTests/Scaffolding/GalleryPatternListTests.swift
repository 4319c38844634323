import Foundation
import Testing
@testable import TrellisCheck

/// `trellis-check new` offers the Gallery's patterns, under the Gallery's names and in its
/// order: the Gallery's `patterns` list in its Package.swift is the one list, and the checker's
/// `Scaffold.Pattern` is held to it here (the two packages cannot share a source file).
struct GalleryPatternListTests {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func theScaffoldsPatternsAreTheGallerysInItsOrder() throws {
        // Given the pattern targets the Gallery's manifest lists, in order
        let manifest = try String(contentsOf: Self.repository.appendingPathComponent("Gallery/Package.swift"), encoding: .utf8)
        let list = try #require(manifest.firstMatch(of: /let patterns: \[Target\] = \[(?<body>(?s:.*?))\n\]/)?.body)
        let targets = list.matches(of: /\.target\(name: "(?<name>\w+)"/).map { String($0.name) }
        #expect(targets.count >= 8, "found \(targets) in Gallery/Package.swift")

        // Then the scaffold offers the same folders, in the same order
        #expect(Scaffold.Pattern.allCases.map(\.folder) == targets)

        // And each answers to the name its Gallery pattern is served under
        for pattern in Scaffold.Pattern.allCases {
            let source = try String(
                contentsOf: Self.repository.appendingPathComponent("Gallery/Sources/\(pattern.folder)/\(pattern.folder)Pattern.swift"),
                encoding: .utf8
            )
            let id = source.firstMatch(of: /public var id: String \{ "(?<id>\w+)" \}/)?.id
            #expect(id.map(String.init) == pattern.rawValue, "\(pattern.folder) is served as \(id ?? "nothing")")
        }
    }
}
