import Foundation
import Testing
import TrellisCheck

struct BaselineTests {
    @Test func anAdoptedCodebaseFailsOnlyOnNewFindings() throws {
        // Given a codebase with findings, adopted with a baseline of them
        let before = try Fixtures.check("Rules/weak-view-reference/violating")
        #expect(before.hasErrors)
        let baseline = Baseline(before.diagnostics)

        // When it is checked again with the baseline
        let adopted = try Checker().check(Fixtures.project("Rules/weak-view-reference/violating"), baseline: baseline)

        // Then nothing is new and the run passes
        #expect(adopted.diagnostics.isEmpty)
        #expect(adopted.baselined.count == before.diagnostics.count)
        #expect(!adopted.hasErrors)
    }

    @Test func aFindingIsKnownByRuleFileAndMessageNotLineAndEachEntryCountsOnce() {
        let old = Diagnostic(rule: .finalInteraction, severity: .error, location: Location(file: "A.swift", line: 3, column: 1), message: "m", fix: "f")
        let moved = Diagnostic(rule: .finalInteraction, severity: .error, location: Location(file: "A.swift", line: 9, column: 1), message: "m", fix: "f")
        let another = Diagnostic(rule: .finalInteraction, severity: .error, location: Location(file: "A.swift", line: 12, column: 1), message: "m", fix: "f")

        let (new, known) = Baseline([old]).partition([moved, another])

        #expect(known == [moved])
        #expect(new == [another])
    }

    @Test func itRoundTripsThroughItsFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let baseline = Baseline(findings: [.init(rule: .unusedPlug, file: "B.swift", message: "x"), .init(rule: .unreadKey, file: "A.swift", message: "y")])
        try baseline.write(to: path)
        #expect(try Baseline.load(from: path) == baseline)
    }

    @Test func aBaselineNamedButMissingIsAMistakeNotAnEmptyBaseline() {
        // Read as empty, it would turn every known finding into a new one.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID()).json").path
        #expect(throws: CheckError.self) { try Baseline.load(from: path) }
    }
}
