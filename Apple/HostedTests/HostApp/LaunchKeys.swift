import Trellis

// The target's default isolation is the main actor (Xcode 26's setting for a new app). A key
// needs no annotation: conforming to `InjectionKey` (a `SendableMetatype`) keeps it nonisolated.
// The properties added to `InjectedValues` would be main-actor isolated, so their extension is
// `nonisolated`: the kit reads them from any thread.

/// What the app shows, read by its start-up.
enum GreetingKey: InjectionKey {
    static let defaultValue = "Hello from the app"
    static var testValue: String { "Hello from a test" }
}

/// Where the app talks to, installed by its start-up.
enum EndpointKey: InjectionKey {
    static let defaultValue = "https://default.example"
    static var testValue: String { "https://test.example" }
}

nonisolated extension InjectedValues {
    /// What the app shows. Live: "Hello from the app".
    var greeting: String {
        get { Self[GreetingKey.self] }
        set { Self[GreetingKey.self] = newValue }
    }

    /// Where the app talks to; the app's start-up installs the live one.
    var endpoint: String {
        get { Self[EndpointKey.self] }
        set { Self[EndpointKey.self] = newValue }
    }
}

/// What the app's start-up did, kept for the hosted tests to look at.
enum Launch {
    /// The greeting the start-up read, before any test bundle was loaded.
    static var greeting: String?
    /// The endpoint the start-up installed for the whole process.
    static let installedEndpoint = "https://live.example"

    /// What the app does as it starts: installs its endpoint and reads its greeting.
    static func start() {
        InjectedValues[\.endpoint] = installedEndpoint
        greeting = InjectedValues[\.greeting]
    }

    /// The greeting as the app's own code reads it now.
    static func currentGreeting() -> String {
        InjectedValues[\.greeting]
    }

    /// The endpoint as the app's own code reads it now.
    static func currentEndpoint() -> String {
        InjectedValues[\.endpoint]
    }
}
