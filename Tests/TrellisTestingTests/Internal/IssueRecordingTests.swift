import Testing
import TrellisTesting

/// Where a failure ends up, and what it says, for each framework.
struct IssueRecordingTests {
    private let site = CallSite(
        fileID: "GalleryTests/UserModuleTests.swift",
        filePath: "/src/Gallery/Tests/GalleryTests/UserModuleTests.swift",
        line: 12,
        column: 9
    )

    @Test func swiftTestingReceivesTheMessageAtTheCallersFileAndLine() {
        withKnownIssue {
            recordFailure("1 tracked object is still alive", at: site, in: .swiftTesting)
        } matching: { [site] issue in
            issue.sourceLocation == site.sourceLocation
                && issue.sourceLocation?.fileName == "UserModuleTests.swift"
                && issue.comments.map(\.rawValue) == ["1 tracked object is still alive"]
        }
    }

    @Test func outsideAnyTestAFailureStopsWithTheMessageAndTheCallersLine() async {
        // Given / When
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let site = CallSite(
                fileID: "GalleryTests/UserModuleTests.swift",
                filePath: "/src/Gallery/Tests/GalleryTests/UserModuleTests.swift",
                line: 12,
                column: 9
            )
            recordFailure("1 tracked object is still alive", at: site, in: nil)
        }

        // Then
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Trellis: 1 tracked object is still alive"))
        #expect(output.contains("checked at UserModuleTests.swift:12, outside any test"))
        #expect(output.contains("call them from a @Test function or an XCTestCase test method"))
    }
}
