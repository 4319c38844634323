import HostApp
import Trellis
import XCTest

/// The app read `analytics`, a key with no test value, as it started; a test that reads it
/// without naming it must fail, naming the key and the reading line, rather than run on the
/// live value the start-up got.
final class UnoverriddenReadTests: XCTestCase {
    static var allTests: [(String, (UnoverriddenReadTests) -> () throws -> Void)] {
        [("testAReadOfAKeyWithNoTestValueFailsNamingIt", testAReadOfAKeyWithNoTestValueFailsNamingIt)]
    }

    /// The failures recorded while ``expectingFailures(_:)`` runs, kept instead of failing.
    private var caught: [(description: String, file: String, line: Int)] = []
    private var catching = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if catching {
            caught.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// Runs `body` keeping the failures it records, and returns them: XCTest on Linux has no
    /// `XCTExpectFailure`.
    private func expectingFailures<R>(_ body: () -> R) -> (R, [(description: String, file: String, line: Int)]) {
        caught = []
        catching = true
        let result = body()
        catching = false
        return (result, caught)
    }

    func testAReadOfAKeyWithNoTestValueFailsNamingIt() {
        // The start-up ran outside any test, and read the live default.
        XCTAssertEqual(Launch.reads?.analytics, AnalyticsKey.defaultValue)

        let readLine = #line + 1
        let (value, failures) = expectingFailures { InjectedValues[\.analytics] }

        XCTAssertNil(value, "the read went on with the live value \(value ?? "nil"), not the key's placeholder")
        XCTAssertEqual(failures.count, 1, "failures recorded by the read: \(failures.map(\.description))")
        if let failure = failures.first {
            XCTAssertTrue(failure.description.contains("AnalyticsKey"), failure.description)
            XCTAssertTrue(failure.description.contains("does not override"), failure.description)
            XCTAssertTrue(failure.file.hasSuffix("UnoverriddenReadTests.swift"), failure.file)
            XCTAssertEqual(failure.line, readLine)
            print("caught, as expected: \(failure.description)")
        }
    }
}
