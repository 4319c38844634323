import Testing
import TrellisCheck

struct UnusedPlugTests {
    @Test func aPlugForAnActionNothingCallsIsAWarning() throws {
        let findings = try Fixtures.findings(.unusedPlug, in: "Rules/unused-plug/violating")

        #expect(findings.map(\.severity) == [.warning])
        #expect(findings.map(\.location) == [Location(file: "Sources/App/App.swift", line: 7, column: 9)])
        #expect(findings.first?.message == "`RefreshFeed` is plugged in `App.main`, but nothing calls it")
    }

    @Test func aPlugForACalledActionIsUsed() throws {
        #expect(try Fixtures.findings(.unusedPlug, in: "Rules/unused-plug/clean").isEmpty)
    }
}
