import HostApp
import Trellis
import XCTest

/// The app read `greeting`, installed `endpoint` and plugged `Greet` as it started, before this
/// bundle was loaded; a test that does not name a key still reads the key's test value — in the
/// test and in the app's own code, which reads through the same registry — and the app's plug
/// still runs.
final class LaunchReadTests: XCTestCase {
    static var allTests: [(String, (LaunchReadTests) -> () throws -> Void)] {
        [
            ("testAKeyTheAppReadAtStartUpGivesItsTestValue", testAKeyTheAppReadAtStartUpGivesItsTestValue),
            ("testAValueTheAppInstalledIsNotWhatATestReads", testAValueTheAppInstalledIsNotWhatATestReads),
            ("testTheAppsPlugStillRuns", testTheAppsPlugStillRuns),
            ("testATestThatNamesAKeyReadsItsOwnValue", testATestThatNamesAKeyReadsItsOwnValue),
        ]
    }

    func testAKeyTheAppReadAtStartUpGivesItsTestValue() {
        // The start-up ran outside any test, and read the live default.
        XCTAssertEqual(Launch.reads?.greeting, GreetingKey.defaultValue)

        XCTAssertEqual(InjectedValues[\.greeting], GreetingKey.testValue)
        XCTAssertEqual(Launch.currentGreeting(), GreetingKey.testValue)
    }

    func testAValueTheAppInstalledIsNotWhatATestReads() {
        // The start-up read the value it installed.
        XCTAssertEqual(Launch.reads?.endpoint, Launch.liveEndpoint)

        XCTAssertEqual(InjectedValues[\.endpoint], EndpointKey.testValue)
        XCTAssertEqual(Launch.currentEndpoint(), EndpointKey.testValue)
        // Held back, not lost: the app still provides it.
        XCTAssertTrue(InjectedValues.hasInstalledValue(for: EndpointKey.self))
    }

    func testTheAppsPlugStillRuns() {
        XCTAssertEqual(Launch.reads?.greetingOfDave, "Good morning, Dave")

        XCTAssertTrue(Actions.isPlugged(Greet.self))
        XCTAssertEqual(Greet.perform("Dave"), "Good morning, Dave")
    }

    func testATestThatNamesAKeyReadsItsOwnValue() {
        withOverrides {
            $0.greeting = "Hello from the test's scope"
            $0.endpoint = "https://scoped.example"
        } operation: {
            XCTAssertEqual(Launch.currentGreeting(), "Hello from the test's scope")
            XCTAssertEqual(Launch.currentEndpoint(), "https://scoped.example")
        }
    }
}
