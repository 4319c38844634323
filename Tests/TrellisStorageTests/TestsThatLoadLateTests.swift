@testable import TrellisStorage
import Testing

// An app hosting its tests (Xcode's default for an iOS app's test target) launches, reads and
// installs its dependencies, and only then loads the test bundle. Each registry here is a
// fresh one standing for that app's, so the process's own registry is left alone.

private enum LaunchDefaultKey {}
private enum LaunchValueKey {}
private enum LaunchPathValueKey {}
private enum LaunchPlugKey {}

@Suite struct TestsThatLoadLateTests {
    @Test func aDefaultTheAppMadeBeforeTheTestsLoadedIsForgotten() {
        // Given an app whose start-up made a key's default, so later reads skip the check
        let registry = Registry()
        registry.recordDefault(for: ObjectIdentifier(LaunchDefaultKey.self))
        #expect(registry.madeDefault(for: ObjectIdentifier(LaunchDefaultKey.self)))

        // When the tests load
        registry.holdBackForTests()

        // Then the next read asks again whether a test runs
        #expect(!registry.madeDefault(for: ObjectIdentifier(LaunchDefaultKey.self)))
    }

    @Test func valuesTheAppInstalledAreHeldBackAndItsPlugsStay() {
        // Given an app that installed two values, one directly and one through an update
        // closure as its start-up does, and plugged an action
        let registry = Registry()
        registry.install("live database", for: ObjectIdentifier(LaunchValueKey.self), holdable: true)
        registry.installForProcess { _ in
            registry.install("live gateway", for: ObjectIdentifier(LaunchPathValueKey.self), holdable: true)
        }
        registry.install("live plug", for: ObjectIdentifier(LaunchPlugKey.self), holdable: false)

        // When the tests load
        registry.holdBackForTests()

        // Then no read finds the app's values, which are kept for reads outside any test,
        #expect(registry.installed(for: ObjectIdentifier(LaunchValueKey.self), as: String.self) == nil)
        #expect(registry.installed(for: ObjectIdentifier(LaunchPathValueKey.self), as: String.self) == nil)
        #expect(registry.installedBeforeTests(for: ObjectIdentifier(LaunchValueKey.self), as: String.self) == "live database")
        #expect(registry.installedBeforeTests(for: ObjectIdentifier(LaunchPathValueKey.self), as: String.self) == "live gateway")
        // and the app's plug still runs
        #expect(registry.installed(for: ObjectIdentifier(LaunchPlugKey.self), as: String.self) == "live plug")
        #expect(!registry.installedBeforeTests(ObjectIdentifier(LaunchPlugKey.self)))
    }

    @Test func aValueATestInstallsForTheProcessIsReadAsUsual() {
        // Given an app value held back when the tests loaded
        let registry = Registry()
        registry.install("live database", for: ObjectIdentifier(LaunchValueKey.self), holdable: true)
        registry.holdBackForTests()

        // When a test installs its own for the process
        registry.install("test database", for: ObjectIdentifier(LaunchValueKey.self), holdable: true)

        // Then reads find the test's, and the app's stays held back
        #expect(registry.installed(for: ObjectIdentifier(LaunchValueKey.self), as: String.self) == "test database")
        #expect(registry.installedBeforeTests(for: ObjectIdentifier(LaunchValueKey.self), as: String.self) == "live database")
    }
}
