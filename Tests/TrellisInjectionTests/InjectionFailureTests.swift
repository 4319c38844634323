import Testing
import TrellisInjection
import TrellisStorage

protocol APIClient: Sendable {}
struct LiveAPIClient: APIClient {}

enum APIClientKey: RequiredInjectionKey {
    typealias Value = any APIClient
}

/// Two keys whose defaults read each other.
enum EngineKey: InjectionKey {
    static var defaultValue: String { "engine of " + InjectedValues[PodKey.self] }
    /// A plain value, safe for every test to read.
    static var testValue: String { defaultValue }
}

enum PodKey: InjectionKey {
    static var defaultValue: String { "pod of " + InjectedValues[EngineKey.self] }
    /// A plain value, safe for every test to read.
    static var testValue: String { defaultValue }
}

@Suite struct InjectionFailureTests {
    @Test func missingRequiredValueNamesTheKeyAndTheFix() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = InjectedValues[APIClientKey.self]
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("No value is installed for TrellisInjectionTests.APIClientKey"))
        #expect(output.contains("$0[TrellisInjectionTests.APIClientKey.self] = <value>"))
        // Where: the line that read it, not a line of the kit.
        #expect(output.contains("TrellisInjectionTests/InjectionFailureTests.swift:27"))  // an exit test reports its body at its own line
        #expect(!output.contains("RequiredInjectionKey.swift"))
    }

    @Test func requiredValueInstalledInAScopeIsRead() {
        let client = withInjectedValues { $0[APIClientKey.self] = LiveAPIClient() } operation: {
            InjectedValues[APIClientKey.self]
        }
        #expect(client is LiveAPIClient)
    }

    @Test func cycleBetweenKeysNamesTheChain() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = InjectedValues[EngineKey.self]
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Dependency cycle: TrellisInjectionTests.EngineKey → TrellisInjectionTests.PodKey → TrellisInjectionTests.EngineKey"))
        // Where: the read inside PodKey's default that closed the cycle.
        #expect(output.contains("TrellisInjectionTests/InjectionFailureTests.swift:20"))
    }

    @Test func failureMessageIsItsDescription() {
        let failure = InjectionFailure.missingValue(for: APIClientKey.self, readAt: CallerLocation())
        #expect(failure.description == failure.message)
        #expect(failure.message.contains("withOverrides"))
        #expect(failure.message.hasPrefix("TrellisInjectionTests/InjectionFailureTests.swift:\(#line - 3): "))
    }
}

@Suite struct HasInstalledValueTests {
    @Test func requiredKeyHasNoValueUntilOneIsInstalled() {
        #expect(!InjectedValues.hasInstalledValue(for: APIClientKey.self))
        withInjectedValues { $0[APIClientKey.self] = LiveAPIClient() } operation: {
            #expect(InjectedValues.hasInstalledValue(for: APIClientKey.self))
        }
    }
}
