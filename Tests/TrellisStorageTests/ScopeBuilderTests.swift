import Testing
@testable import TrellisStorage

/// The builder an update closure writes to: it keeps which keys hold values only when its
/// writes go in for the process, where the registry needs them.
struct ScopeBuilderTests {
    private enum Key {}

    @Test func aScopesBuilderKeepsNoListOfValueKeys() {
        let registry = Registry()
        let kept = registry.building(from: nil) { _ in
            registry.install("SAL", for: ObjectIdentifier(Key.self), holdable: true)
        } finish: { builder in
            builder.valueKeys
        }
        #expect(kept.isEmpty)
    }

    @Test func aProcessBuilderKeepsTheKeysItWroteValuesFor() {
        let registry = Registry()
        let kept = registry.building(from: nil, forProcess: true) { _ in
            registry.install("SAL", for: ObjectIdentifier(Key.self), holdable: true)
        } finish: { builder in
            builder.valueKeys
        }
        #expect(kept == [ObjectIdentifier(Key.self)])
    }
}
