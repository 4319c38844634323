// Runs a built program as a child process (Foundation's `Process`), which iOS, tvOS, watchOS
// and visionOS do not have: compiled where tests can start processes.
#if os(macOS) || os(Linux)

import Foundation
import Testing

/// The lifetimes of keys in an app's process, where no test runs: the `lifetime-probe` example
/// reads keys of each lifetime and prints which object each read got.
@Suite struct LifetimesInAnAppTests {
    @Test func aPerScopeKeyIsOneForTheProcessAndOneForEachScope() async throws {
        let output = try await probe([]).output
        #expect(output.contains("unit of work: process=1 again=1"))
        #expect(output.contains("unit of work: request 1=2 again=2"))
        #expect(output.contains("unit of work: request 2=3 again=3"))
    }

    @Test func aWeakKeyIsSharedWhileHeldAndNewOnceLetGo() async throws {
        let output = try await probe([]).output
        #expect(output.contains("image cache: held=4 read=4"))
        #expect(output.contains("image cache: after release=5"))
    }

    @Test func aResetScopeMakesNewValuesAndNamesWhatStillHoldsTheOld() async throws {
        let output = try await probe([]).output
        #expect(output.contains("cart: badge=6 read=6"))
        #expect(output.contains("cart: after reset=7 again=7"))
        #expect(output.contains("badge still holds=6"))
        let report = try #require(output.split(separator: "\n").first { $0.hasPrefix("report: ") })
        #expect(report.contains("Made of the session scope is still alive"))
        #expect(report.contains("after the scope was reset at lifetime_probe/main.swift:80."))
        // The holder's own `@Injected` line, and the helper that read it.
        #expect(report.contains("It was handed out at lifetime_probe/main.swift:47, lifetime_probe/main.swift:51"))
    }

    @Test func aWeakKeyWhoseValueIsNoObjectStopsAtItsFirstRead() async throws {
        let result = try await probe(["weak-struct"])
        #expect(result.status != 0)
        #expect(!result.output.contains("formatter="))
        #expect(result.errors.contains("lifetime_probe/main.swift:59: Fatal error: Trellis: lifetime_probe.FormatterKey declares `InjectionLifetime.weak`, but made a Int, which is not a class instance"))
    }

    /// Runs the probe as an app: no test, no preview.
    private func probe(_ arguments: [String]) async throws -> (status: Int32, output: String, errors: String) {
        try await runProbe("lifetime-probe", arguments)
    }
}

#endif
