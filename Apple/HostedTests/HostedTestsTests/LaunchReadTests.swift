import Testing
import Trellis
import TrellisTesting

@testable import HostApp

/// The app read `greeting` and installed `endpoint` as it launched, before this bundle was
/// loaded; a test that does not name a key still reads the key's test value — in the test and
/// in the app's own code, which reads through the same storage.
@MainActor
struct LaunchReadTests {
    @Test func aKeyTheAppReadAtLaunchGivesItsTestValueInATest() {
        // The start-up ran outside any test, and read the live value.
        #expect(Launch.greeting == GreetingKey.defaultValue)

        #expect(InjectedValues[\.greeting] == GreetingKey.testValue)
        #expect(Launch.currentGreeting() == GreetingKey.testValue)
    }

    @Test func aValueTheAppInstalledAtLaunchIsNotWhatATestReads() {
        #expect(InjectedValues[\.endpoint] == EndpointKey.testValue)
        #expect(Launch.currentEndpoint() == EndpointKey.testValue)
    }

    @Test(.injecting(\.greeting, "Hello from the trait"))
    func aKeyTheTestNamesGivesTheTestsValue() {
        #expect(InjectedValues[\.greeting] == "Hello from the trait")
        #expect(Launch.currentGreeting() == "Hello from the trait")
    }
}
