// A process that reads injected values as a SwiftUI preview's process does: started with
// `XCODE_RUNNING_FOR_PREVIEWS=1` by the preview tests, or without it as an app. It prints each
// value it reads on standard output; the kit's messages go to standard error.
//
//     preview-probe            reads every key that gives a preview something to run on
//     preview-probe live-only  reads a key that gives nothing but its live value

import TrellisInjection

nonisolated protocol Weather: Sendable {
    func forecast() -> String
}

nonisolated struct LiveWeather: Weather {
    func forecast() -> String { "live forecast from the network" }
}

nonisolated struct SampleWeather: Weather {
    let text: String
    func forecast() -> String { text }
}

/// A key with sample data for previews.
private enum WeatherKey: InjectionKey {
    static let defaultValue: any Weather = LiveWeather()
    static var testValue: any Weather { SampleWeather(text: "test forecast") }
    static var previewValue: any Weather { SampleWeather(text: "sunny preview forecast") }
}

/// A key with a test double only.
private enum GreetingKey: InjectionKey {
    static let defaultValue = "live greeting"
    static var testValue: String { "test greeting" }
}

/// A key whose test value is a placeholder.
private enum AccountKey: InjectionKey {
    static let defaultValue = "live account"
    static var testValue: String { unimplemented("no account") }
}

/// An optional key that declares nothing for tests or previews.
private enum BadgeKey: InjectionKey {
    static let defaultValue: Int? = 42
}

/// A key that gives nothing but its live value.
private enum PaymentsKey: InjectionKey {
    static let defaultValue = "live payments"
}

nonisolated extension InjectedValues {
    var weather: any Weather {
        get { Self[WeatherKey.self] }
        set { Self[WeatherKey.self] = newValue }
    }

    var greeting: String {
        get { Self[GreetingKey.self] }
        set { Self[GreetingKey.self] = newValue }
    }
}

if CommandLine.arguments.dropFirst().first == "live-only" {
    print("payments=\(InjectedValues[PaymentsKey.self])")
} else {
    print("weather=\(InjectedValues[\.weather].forecast())")
    print("weather again=\(InjectedValues[\.weather].forecast())")
    print("greeting=\(InjectedValues[\.greeting])")
    print("greeting again=\(InjectedValues[\.greeting])")
    print("account=\(InjectedValues[AccountKey.self])")
    print("badge=\(InjectedValues[BadgeKey.self].map(String.init) ?? "nil")")
    withInjectedValues { $0.greeting = "overridden greeting" } operation: {
        print("greeting in a scope=\(InjectedValues[\.greeting])")
    }
}
