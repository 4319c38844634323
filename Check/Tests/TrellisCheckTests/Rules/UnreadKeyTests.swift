import Testing
import TrellisCheck

struct UnreadKeyTests {
    @Test func aKeyNothingReadsIsAWarning() throws {
        let findings = try Fixtures.findings(.unreadKey, in: "Rules/unread-key/violating")

        #expect(findings.map(\.severity) == [.warning])
        #expect(findings.map(\.location) == [Location(file: "Sources/Feature/Clock.swift", line: 4, column: 1)])
        #expect(findings.first?.fix.contains("`@Injected(\\.clock)`") == true)
    }

    @Test func aKeyReadThroughItsPropertyIsRead() throws {
        #expect(try Fixtures.findings(.unreadKey, in: "Rules/unread-key/clean").isEmpty)
    }

    @Test func aKeyReadByTypeIsRead() throws {
        let project = Fixtures.feature([
            "Clock.swift": "import Trellis\nstruct ClockKey: InjectionKey { static let defaultValue = 1 }\nlet now = InjectedValues[ClockKey.self]\n",
        ])
        #expect(try Checker().check(project).diagnostics.filter { $0.rule == .unreadKey }.isEmpty)
    }
}
