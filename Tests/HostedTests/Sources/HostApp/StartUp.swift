public import Trellis

/// What the app shows, read by its start-up and never installed: its default is made, and
/// recorded as made, before any test bundle is loaded.
public enum GreetingKey: InjectionKey {
    public static let defaultValue = "Hello from the app"
    public static var testValue: String { "Hello from a test" }
}

/// Where the app talks to: its start-up installs the live one for the whole process.
public enum EndpointKey: InjectionKey {
    public static let defaultValue = "https://default.example"
    public static var testValue: String { "https://test.example" }
}

/// Where the app sends its analytics, read by its start-up. It declares no test value, so a
/// test that reads it without naming it fails, and the read gives `nil`.
public enum AnalyticsKey: InjectionKey {
    public static let defaultValue: String? = "https://analytics.example"
}

/// Greeting someone by name: plugged by the app's start-up, in the same update that installs
/// its endpoint.
public enum Greet: SyncAction {
    public typealias Input = String
    public typealias Output = String
    public typealias Failure = Never
}

extension InjectedValues {
    public var greeting: String {
        get { Self[GreetingKey.self] }
        set { Self[GreetingKey.self] = newValue }
    }

    public var endpoint: String {
        get { Self[EndpointKey.self] }
        set { Self[EndpointKey.self] = newValue }
    }

    public var analytics: String? {
        get { Self[AnalyticsKey.self] }
        set { Self[AnalyticsKey.self] = newValue }
    }
}

/// What the app does as it starts, and what it saw then, kept for the hosted tests.
public enum Launch {
    /// What the start-up read, before any test bundle was loaded.
    public struct Reads: Sendable {
        public let greeting: String
        public let endpoint: String
        public let analytics: String?
        public let greetingOfDave: String
    }

    /// The endpoint the start-up installs for the whole process.
    public static let liveEndpoint = "https://live.example"

    /// What the start-up read; set once, by ``start()``, before the bundle is loaded.
    nonisolated(unsafe) public private(set) static var reads: Reads?

    /// Installs the live endpoint and plugs `Greet` for the process, then reads every key.
    public static func start() {
        InjectedValues.install {
            $0.endpoint = liveEndpoint
            $0.plug(Greet.self) { name in "Good morning, \(name)" }
        }
        reads = Reads(
            greeting: InjectedValues[\.greeting],
            endpoint: InjectedValues[\.endpoint],
            analytics: InjectedValues[\.analytics],
            greetingOfDave: Greet.perform("Dave")
        )
    }

    /// The greeting as the app's own code reads it now.
    public static func currentGreeting() -> String { InjectedValues[\.greeting] }

    /// The endpoint as the app's own code reads it now.
    public static func currentEndpoint() -> String { InjectedValues[\.endpoint] }
}
