import Testing
import TrellisCheck

struct UninstalledKeyTests {
    @Test func aRequiredKeyReadWithNoInstallReachableIsAnError() throws {
        let findings = try Fixtures.findings(.uninstalledKey, in: "Rules/uninstalled-key/violating")

        #expect(findings.map(\.location) == [Location(file: "Sources/Feature/Database.swift", line: 20, column: 5)])
        #expect(findings.first?.message == "the required key `DatabaseKey` is read in `PhotoStore.database`, but no value for it is installed by anything reachable from the start-up of `App`")
        #expect(findings.first?.fix.contains("`InjectedValues[\\.database] = …`") == true)
    }

    @Test func anInstallInTheStartUpClosureCounts() throws {
        #expect(try Fixtures.findings(.uninstalledKey, in: "Rules/uninstalled-key/clean").isEmpty)
    }
}
