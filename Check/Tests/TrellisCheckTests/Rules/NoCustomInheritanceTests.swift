import Testing
import TrellisCheck

struct NoCustomInheritanceTests {
    @Test func inheritingFromOneOfTheCodebasesClassesIsAnError() throws {
        let findings = try Fixtures.findings(.noCustomInheritance, in: "Rules/no-custom-inheritance/violating")

        #expect(findings.map(\.location) == [Location(file: "Sources/Feature/Controllers.swift", line: 7, column: 35)])
        #expect(findings.first?.message == "`PhotosViewController` inherits from `BaseViewController`, a class of this codebase")
        #expect(findings.first?.notes.map(\.location.line) == [3])
    }

    @Test func frameworkClassesAndProtocolsAreFine() throws {
        #expect(try Fixtures.findings(.noCustomInheritance, in: "Rules/no-custom-inheritance/clean").isEmpty)
    }
}
