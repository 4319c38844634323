import Foundation
import Synchronization
import Testing

/// The test framework that receives a failure recorded at this point of the program.
///
/// A failure must fail whichever test is running: Swift Testing's `Issue.record` does nothing
/// visible when an XCTest case runs, and `XCTFail` does nothing outside one. The choice:
///
/// - inside a Swift Testing test (`Test.current` is set): Swift Testing;
/// - in a process `swift test` started for Swift Testing (`--testing-library swift-testing`,
///   or `swiftpm-testing-helper` on macOS), in a task detached from its test: Swift Testing
///   too, which still fails the run;
/// - in a process that runs XCTest (an `.xctest` bundle, the `xctest` runner, or an app
///   whose environment Xcode set up for XCTest): XCTest while one of its cases runs; between
///   cases, where Xcode runs Swift Testing's tests in that same process, Swift Testing once one
///   of its tests has been seen, so an issue from a task detached from its test still fails the
///   run instead of going to an `XCTFail` that no case receives;
/// - anywhere else: none — the check is not running in a test.
package enum TestFramework: Sendable, Equatable {
    case swiftTesting
    case xcTest

    /// The framework running the current task, or `nil` outside any test.
    package static var current: TestFramework? {
        let hasCurrentTest = Test.current != nil
        if hasCurrentTest, process == .xcTest { swiftTestingSeen.store(true, ordering: .relaxed) }
        return running(
            hasCurrentTest: hasCurrentTest, process: process,
            xcTestCaseRuns: process == .xcTest && xcTestCaseRuns, swiftTestingSeen: swiftTestingSeen.load(ordering: .relaxed)
        )
    }

    /// The framework that receives a failure, given whether a Swift Testing test is current,
    /// what the process was started for, and — in an XCTest process — whether one of its cases
    /// runs now and whether a Swift Testing test ran in it.
    package static func running(
        hasCurrentTest: Bool, process: TestProcess, xcTestCaseRuns: Bool = true, swiftTestingSeen: Bool = false
    ) -> TestFramework? {
        if hasCurrentTest { return .swiftTesting }
        switch process {
        case .swiftTesting: return .swiftTesting
        case .xcTest: return !xcTestCaseRuns && swiftTestingSeen ? .swiftTesting : .xcTest
        case .none: return nil
        }
    }

    /// Whether a Swift Testing test was current in this XCTest process at some point: Xcode
    /// runs both frameworks' tests in one process.
    private static let swiftTestingSeen = Atomic<Bool>(false)

    /// Whether an XCTest case runs now.
    private static var xcTestCaseRuns: Bool {
        #if canImport(XCTest)
        XCTestRuns.current != nil
        #else
        false
        #endif
    }

    /// What this process was started for, worked out once.
    package static let process = TestProcess(
        arguments: ProcessInfo.processInfo.arguments,
        environment: ProcessInfo.processInfo.environment
    )
}

/// What a process was started for, as far as testing goes.
package enum TestProcess: Sendable, Equatable {
    /// `swift test`'s run of the Swift Testing tests.
    case swiftTesting
    /// A run of XCTest tests, by `swift test`, `xctest` or Xcode.
    case xcTest
    /// Not a test run: an app, a tool, a script.
    case none

    /// Reads the process's arguments and environment.
    package init(arguments: [String], environment: [String: String]) {
        let names = arguments.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        let testingLibrary = zip(arguments, arguments.dropFirst()).first { $0.0 == "--testing-library" }?.1
        // An exit test's child process is started with the test's ID in its environment.
        if testingLibrary == "swift-testing" || names.first == "swiftpm-testing-helper" || environment["SWT_EXIT_TEST_ID"] != nil {
            self = .swiftTesting
        } else if names.first == "xctest" || names.contains(where: { $0.hasSuffix(".xctest") })
            || environment.keys.contains(where: Self.xcTestEnvironmentKeys.contains)
        {
            self = .xcTest
        } else {
            self = .none
        }
    }

    /// Variables Xcode sets in a process that hosts XCTest, an app's included.
    private static let xcTestEnvironmentKeys: Set<String> = [
        "XCTestBundlePath", "XCTestConfigurationFilePath", "XCTestSessionIdentifier",
    ]
}
