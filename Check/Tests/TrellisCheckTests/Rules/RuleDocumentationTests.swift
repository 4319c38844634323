import Foundation
import Testing
import TrellisCheck

/// Every rule has its page; a rule is one file that declares its id; fixture packages on disk
/// are optional (sources written in memory with `Fixtures.feature` do as well), and those that
/// exist break their rule or keep it.
struct RuleDocumentationTests {
    private static let checkPackage = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let rulesFolder = checkPackage.appendingPathComponent("Sources/TrellisCheck/Rules")

    @Test(arguments: RuleCatalog.all)
    func eachRuleHasAPageWithBothExamples(_ rule: RuleDescription) throws {
        let page = Self.checkPackage.appendingPathComponent(rule.documentationPath)
        let text = try String(contentsOf: page, encoding: .utf8)
        #expect(text.hasPrefix("# \(rule.id.rawValue)\n"))
        #expect(text.contains("**Default severity:** \(rule.defaultSeverity.rawValue)"))
        #expect(text.contains("## Violating"))
        #expect(text.contains("## Clean"))
    }

    /// The id is spelled once in the checker's code (comments aside), in the file of the rule
    /// that owns it.
    @Test(arguments: RuleCatalog.all)
    func eachRuleDeclaresItsIdInItsOwnFile(_ rule: RuleDescription) throws {
        let literal = "\"\(rule.id.rawValue)\""
        let sources = Self.checkPackage.appendingPathComponent("Sources/TrellisCheck")
        let spelledIn = try Self.swiftFiles(in: sources).filter { try Self.code(of: $0).contains(literal) }
        #expect(spelledIn.map { $0.deletingLastPathComponent().lastPathComponent } == ["Rules"], "\(rule.id) is spelled in \(spelledIn.map(\.lastPathComponent))")
        #expect(spelledIn.count == 1, "\(rule.id) is spelled in \(spelledIn.map(\.lastPathComponent))")
    }

    /// A rule file the catalog forgot would never run: each file of `Rules/` holds a rule the
    /// catalog lists (its id is spelled there).
    @Test func everyRuleFileIsInTheCatalog() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.rulesFolder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" && $0.lastPathComponent != "Rule.swift" }
        let ids = RuleCatalog.all.map { "\"\($0.id.rawValue)\"" }
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(ids.contains { text.contains($0) }, "\(file.lastPathComponent) declares no rule the catalog lists")
        }
        #expect(files.count == RuleCatalog.all.count)
    }

    @Test func eachFixturePackageBreaksItsRuleOrKeepsIt() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Fixtures.root + "/Rules")
        for folder in folders {
            let rule = try #require(RuleCatalog.description(of: RuleID(rawValue: folder)), "Fixtures/Rules/\(folder) names no rule")
            let violating = try Fixtures.findings(rule.id, in: "Rules/\(folder)/violating")
            let clean = try Fixtures.findings(rule.id, in: "Rules/\(folder)/clean")
            #expect(!violating.isEmpty, "\(rule.id) found nothing in its violating fixture")
            #expect(clean.isEmpty, "\(rule.id) found \(clean) in its clean fixture")
        }
    }

    /// A file's lines, without those that are comments.
    private static func code(of file: URL) throws -> String {
        try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            .filter { !$0.drop { $0 == " " }.hasPrefix("//") }
            .joined(separator: "\n")
    }

    private static func swiftFiles(in folder: URL) throws -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    }
}
