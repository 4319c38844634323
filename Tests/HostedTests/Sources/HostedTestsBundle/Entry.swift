import XCTest

/// Counts the test cases XCTest runs and the failures they record, so the app's exit status
/// also says whether every case ran.
private final class Tally: NSObject, XCTestObservation, @unchecked Sendable {  // @unchecked: XCTest runs one case at a time, on one thread
    var cases: [String] = []
    var failures = 0

    func testCaseDidFinish(_ testCase: XCTestCase) {
        cases.append(testCase.name)
    }

    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        failures += 1
    }
}

/// The bundle's tests, listed: XCTest on Linux finds none by itself.
private var allTests: [XCTestCaseEntry] {
    [testCase(LaunchReadTests.allTests), testCase(UnoverriddenReadTests.allTests)]
}

/// Runs the bundle's tests with XCTest, in the process that loaded it; called by the app, which
/// exits with the result: 0 when every test ran and passed.
@_cdecl("hosted_tests_run")
public func hostedTestsRun() -> Int32 {
    let tally = Tally()
    XCTestObservationCenter.shared.addTestObserver(tally)
    let expected = LaunchReadTests.allTests.count + UnoverriddenReadTests.allTests.count
    let status = XCTMain(allTests, arguments: [CommandLine.arguments.first ?? "hosted-app"], observers: nil)
    print("bundle: \(tally.cases.count) of \(expected) test cases ran, \(tally.failures) failures, XCTMain returned \(status)")
    guard tally.cases.count == expected, tally.failures == 0, status == 0 else { return 1 }
    return 0
}
