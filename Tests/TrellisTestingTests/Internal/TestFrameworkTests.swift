import Testing
import TrellisTesting

/// A failure goes to the framework running the test: Swift Testing inside a `@Test`, XCTest
/// inside an XCTest case, and nowhere — a stop — outside any test.
struct TestFrameworkTests {
    @Test func aSwiftTestingTestReportsToSwiftTesting() {
        #expect(TestFramework.current == .swiftTesting)
    }

    @Test(arguments: [TestProcess.swiftTesting, .xcTest, .none])
    func aCurrentSwiftTestingTestAlwaysReceivesTheFailure(process: TestProcess) {
        #expect(TestFramework.running(hasCurrentTest: true, process: process) == .swiftTesting)
    }

    @Test func withoutACurrentTestTheProcessDecides() {
        // An XCTest case: `Test.current` is nil there, so XCTest must receive it.
        #expect(TestFramework.running(hasCurrentTest: false, process: .xcTest) == .xcTest)
        // A task detached from its Swift Testing test still fails that run.
        #expect(TestFramework.running(hasCurrentTest: false, process: .swiftTesting) == .swiftTesting)
        // An app or a tool: no test to fail.
        #expect(TestFramework.running(hasCurrentTest: false, process: .none) == nil)
    }

    /// Under Xcode, Swift Testing's tests run inside the XCTest process: an issue raised where
    /// `Test.current` is nil reaches an XCTest case if one runs, else Swift Testing's run.
    @Test func swiftTestingInsideAnXCTestProcessStillReceivesAnIssueNoTestOwns() {
        // A detached task of a Swift Testing test, while no XCTest case runs: Swift Testing
        #expect(TestFramework.running(hasCurrentTest: false, process: .xcTest, xcTestCaseRuns: false, swiftTestingSeen: true) == .swiftTesting)
        // While an XCTest case runs, the case receives it
        #expect(TestFramework.running(hasCurrentTest: false, process: .xcTest, xcTestCaseRuns: true, swiftTestingSeen: true) == .xcTest)
        // A process that never ran a Swift Testing test keeps XCTest
        #expect(TestFramework.running(hasCurrentTest: false, process: .xcTest, xcTestCaseRuns: false, swiftTestingSeen: false) == .xcTest)
    }

    // MARK: - What the process was started for

    @Test func theXCTestRunOfSwiftTestOnLinuxIsXCTest() {
        let process = TestProcess(arguments: ["/src/gallery/.build/debug/GalleryPackageTests.xctest"], environment: [:])
        #expect(process == .xcTest)
    }

    @Test func theSwiftTestingRunOfSwiftTestOnLinuxIsSwiftTesting() {
        let process = TestProcess(
            arguments: ["/src/gallery/.build/debug/GalleryPackageTests.xctest", "--testing-library", "swift-testing"],
            environment: [:]
        )
        #expect(process == .swiftTesting)
    }

    @Test func anExitTestsChildProcessIsASwiftTestingRun() {
        // Swift Testing starts the child with the test binary alone and the exit test's ID.
        let process = TestProcess(
            arguments: ["/src/gallery/.build/debug/GalleryPackageTests.xctest"],
            environment: ["SWT_EXIT_TEST_ID": "{}"]
        )
        #expect(process == .swiftTesting)
    }

    @Test func bothRunsOfSwiftTestOnMacOSAreRecognised() {
        let swiftTesting = TestProcess(
            arguments: ["/usr/bin/swiftpm-testing-helper", "--test-bundle-path", "/src/G.xctest/Contents/MacOS/G", "--testing-library", "swift-testing"],
            environment: [:]
        )
        let xcTest = TestProcess(arguments: ["/Applications/Xcode.app/Contents/Developer/usr/bin/xctest", "/src/G.xctest"], environment: [:])
        #expect(swiftTesting == .swiftTesting)
        #expect(xcTest == .xcTest)
    }

    @Test func anAppHostingXcodesTestsIsXCTest() {
        let process = TestProcess(arguments: ["/Apps/Gallery.app/Gallery"], environment: ["XCTestConfigurationFilePath": "/tmp/G.xctestconfiguration"])
        #expect(process == .xcTest)
    }

    @Test func anAppOrAToolIsNoTestRun() {
        let process = TestProcess(arguments: ["/usr/local/bin/gallery", "--testing", "xctest"], environment: ["HOME": "/root"])
        #expect(process == .none)
    }
}
