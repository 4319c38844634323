// Runs the compiler or a built program as a child process (Foundation's `Process`), which
// iOS, tvOS, watchOS and visionOS do not have: compiled where tests can start processes.
#if os(macOS) || os(Linux)

import Foundation
import Testing

/// A SwiftUI preview runs in a process Xcode starts with `XCODE_RUNNING_FOR_PREVIEWS=1`: the
/// `preview-probe` example reads keys there as a preview does, and as an app without it.
@Suite struct PreviewProcessTests {
    private static let previews = ["XCODE_RUNNING_FOR_PREVIEWS": "1"]

    @Test func aPreviewReadsEachKeysPreviewValueAndNeverItsLiveValue() async throws {
        let output = try await probe([], environment: Self.previews).output
        #expect(output.contains("weather=sunny preview forecast"))
        #expect(output.contains("weather again=sunny preview forecast"))
        #expect(output.contains("greeting=test greeting"))
        #expect(output.contains("account=no account"))
        #expect(output.contains("badge=nil"))
        #expect(!output.contains("live"))
    }

    @Test func aKeyWithNoPreviewValueIsNamedWithTheReadingLineOnce() async throws {
        let errors = try await probe([], environment: Self.previews).errors
        let greeting = errors.split(separator: "\n").filter { $0.contains("GreetingKey") }
        #expect(greeting.count == 1, "once per key, not per read: \(errors)")
        #expect(greeting.first?.contains("preview_probe/main.swift:69: The preview read preview_probe.GreetingKey (String), which it does not override.") == true)
        #expect(greeting.first?.contains("it goes on with its testValue") == true)
        #expect(greeting.first?.contains("static var previewValue") == true)
        #expect(errors.contains("main.swift:71: The preview read preview_probe.AccountKey (String), which it does not override. A preview never runs on the live value: it goes on with its placeholder."))
        #expect(errors.contains("main.swift:72: The preview read preview_probe.BadgeKey (Optional<Int>), which it does not override. A preview never runs on the live value: it goes on with nil."))
        // A key with a preview value, and a value the preview overrides, say nothing
        #expect(!errors.contains("WeatherKey"))
        #expect(errors.split(separator: "\n").count == 3)
    }

    @Test func aValueThePreviewOverridesWins() async throws {
        let output = try await probe([], environment: Self.previews).output
        #expect(output.contains("greeting in a scope=overridden greeting"))
    }

    @Test func aKeyThatGivesOnlyItsLiveValueStopsThePreviewNamingIt() async throws {
        let result = try await probe(["live-only"], environment: Self.previews)
        #expect(result.status != 0)
        #expect(!result.output.contains("live payments"))
        #expect(result.errors.contains("preview_probe/main.swift:65: Fatal error: Trellis: The preview read preview_probe.PaymentsKey (String), which it does not override."))
        #expect(result.errors.contains("the key gives nothing else to go on with, so the preview stops here."))
    }

    @Test func anAppReadsLiveValuesAndHearsNothing() async throws {
        let result = try await probe([], environment: [:])
        #expect(result.output.contains("weather=live forecast from the network"))
        #expect(result.output.contains("greeting=live greeting"))
        #expect(result.output.contains("badge=42"))
        #expect(result.errors.isEmpty)
        #expect(try await probe(["live-only"], environment: [:]).output.contains("payments=live payments"))
    }

    /// Runs the probe with `environment`.
    private func probe(_ arguments: [String], environment: [String: String]) async throws -> (status: Int32, output: String, errors: String) {
        try await runProbe("preview-probe", arguments, environment: environment)
    }
}

#endif
