import Testing
import TrellisLeaks

struct LeakReportTests {
    private let report = LeakReport(
        typeName: "SettingsCoordinator",
        fileID: "MyApp/SettingsFlow.swift",
        line: 42,
        livedPastDismissal: .seconds(1)
    )

    @Test func itIsDismissedAtTheFileAndLineTogether() {
        #expect(report.dismissedAt == "MyApp/SettingsFlow.swift:42")
    }

    @Test func itReadsInBriefInAFailureOrADebugger() {
        #expect("\(report)" == "SettingsCoordinator, dismissed at MyApp/SettingsFlow.swift:42, alive 1.0 seconds later")
    }

    @Test func theLogLineNamesTheTypeThePlaceAndHowToFindTheCycle() {
        // Given / When
        let line = report.logLine

        // Then
        #expect(line.hasPrefix("Trellis: SettingsCoordinator is still alive 1.0 seconds after it was dismissed at MyApp/SettingsFlow.swift:42."))
        #expect(line.contains("a closure it keeps that captures it strongly, or a back reference not declared `weak`"))
        #expect(line.contains("look at what holds SettingsCoordinator in a memory-graph debugger"))
        #expect(line.contains("expectNoLeaks"))
        #expect(!line.contains("\n"), "A log line is one line.")
        #expect(line.ranges(of: "MyApp/SettingsFlow.swift:42").count == 1, "The place is named once.")
    }
}
