import Testing
import Trellis
import TrellisTesting

// An app's start-up as a target with Xcode's new-app settings has it: main-actor code, since
// the default isolation is the main actor there.

private enum GreetingKey: InjectionKey {
    static let defaultValue = "live greeting"
    static var testValue: String { "test greeting" }
}

private enum Greet: SyncAction {
    typealias Input = String
    typealias Output = String
    typealias Failure = Never
}

extension InjectedValues {
    fileprivate var greeting: String {
        get { Self[GreetingKey.self] }
        set { Self[GreetingKey.self] = newValue }
    }
}

/// Main-actor state the start-up touches, as an app's start-up reads its app state.
@MainActor private var startUpsRun = 0

@MainActor private func configureMainActorApp(_ app: inout InjectedValues) {
    startUpsRun += 1
    app.greeting = "live greeting from the start-up"
    app.plug(Greet.self) { "Hello, \($0)" }
}

@Suite struct MainActorStartUpTests {
    @Test(.overriding(configureMainActorApp))
    func aMainActorStartUpRunsScopedInATest() async {
        // The start-up ran, on the main actor, and plugged its action for this test
        #expect(await MainActor.run { startUpsRun } >= 1)
        #expect(Greet.perform("Dave") == "Hello, Dave")
        // and its value is held back, as for any start-up: the test reads the key's test value
        #expect(InjectedValues[\.greeting] == "test greeting")
    }

    @Test(.overriding(configureMainActorApp), .injecting(\.greeting, "pinned"))
    func aValueTheTestPinsWinsOverAMainActorStartUp() {
        #expect(InjectedValues[\.greeting] == "pinned")
        #expect(Greet.perform("HAL") == "Hello, HAL")
    }
}
