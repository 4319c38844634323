import Foundation
import Testing
import TrellisCheck

/// Every rule has its page, and both of its fixtures.
struct RuleDocumentationTests {
    private static let checkPackage = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: RuleCatalog.all)
    func eachRuleHasAPageWithBothExamplesAndItsFixtures(_ rule: RuleDescription) throws {
        let page = Self.checkPackage.appendingPathComponent(rule.documentationPath)
        let text = try String(contentsOf: page, encoding: .utf8)
        #expect(text.hasPrefix("# \(rule.id.rawValue)\n"))
        #expect(text.contains("**Default severity:** \(rule.defaultSeverity.rawValue)"))
        #expect(text.contains("## Violating"))
        #expect(text.contains("## Clean"))
        for fixture in ["violating", "clean"] {
            #expect(FileManager.default.fileExists(atPath: Fixtures.root + "/Rules/\(rule.id.rawValue)/\(fixture)/Package.swift"))
        }
    }

    @Test func aViolatingFixtureBreaksItsRuleAndItsCleanOneDoesNot() throws {
        for rule in RuleCatalog.all {
            let violating = try Fixtures.findings(rule.id, in: "Rules/\(rule.id.rawValue)/violating")
            let clean = try Fixtures.findings(rule.id, in: "Rules/\(rule.id.rawValue)/clean")
            #expect(!violating.isEmpty, "\(rule.id) found nothing in its violating fixture")
            #expect(clean.isEmpty, "\(rule.id) found \(clean) in its clean fixture")
        }
    }
}
