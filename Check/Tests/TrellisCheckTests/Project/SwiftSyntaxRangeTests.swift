import Foundation
import Testing

/// The swift-syntax versions the manifest allows are the ones the README says the checker is
/// tested against, and the ones the version script tests by default.
struct SwiftSyntaxRangeTests {
    private static let checkPackage = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func text(_ relative: String) throws -> String {
        try String(contentsOf: checkPackage.appendingPathComponent(relative), encoding: .utf8)
    }

    @Test func theReadmeAndTheScriptNameTheManifestsRange() throws {
        let manifest = try Self.text("Package.swift")
        let line = try #require(manifest.split(separator: "\n").first { $0.contains("swiftlang/swift-syntax\"") && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") })
        // `.package(url: "…/swift-syntax", "602.0.0"..<"604.0.0"),`
        let requirement = try #require(line.split(separator: ",").dropFirst().first).trimmingCharacters(in: .whitespaces)
            .replacingOccurrences(of: ")", with: "")
        let bounds = requirement.split(separator: "\"").filter { $0.first?.isNumber == true }.map(String.init)
        #expect(requirement.contains("..<"), "swift-syntax is not required as a range: \(requirement)")
        #expect(bounds.count == 2)
        let lowest = try #require(bounds.first)

        let readme = try Self.text("README.md")
        #expect(readme.contains("swift-syntax `\(requirement)`"), "the README does not name \(requirement)")
        #expect(readme.contains("| \(lowest) | the lowest it builds with"))
        #expect(try Self.text("Scripts/swift-syntax-versions.sh").contains("versions=(\(lowest) "))
    }
}
