import Testing
@testable import TrellisStorage

/// The count that lets reads skip the task-local lookup: it must stay above zero while any
/// scope's override is alive, and drop back to zero once none is.
struct OverrideCountTests {
    private enum Key {}

    @Test func countsAnOverrideForAsLongAsItsScopeLives() {
        // Given a registry of its own, so other tests' scopes don't count
        let registry = Registry()
        #expect(!registry.overrides.anyAlive)

        // When a scope overrides a key
        var scope: OverrideScope? = registry.scope(from: nil) { _ in
            registry.install("SAL", for: ObjectIdentifier(Key.self))
            #expect(registry.overrides.anyAlive)  // counted from its first entry, so reads while building find it
        }

        // Then the count stays set while the scope lives, and the override is in it
        #expect(registry.overrides.anyAlive)
        #expect(registry.scoped(scope, for: ObjectIdentifier(Key.self), as: String.self) == "SAL")
        #expect(registry.installed(for: ObjectIdentifier(Key.self), as: String.self) == nil)

        // And drops once the scope is gone
        scope = nil
        #expect(!registry.overrides.anyAlive)
    }

    @Test func aScopeThatOverridesNothingLeavesNothingCounted() {
        let registry = Registry()
        let scope = registry.scope(from: nil) { _ in }
        #expect(scope.head == nil)
        #expect(!registry.overrides.anyAlive)
    }

    @Test func aNestedScopeKeepsTheOuterOverridesCounted() {
        let registry = Registry()
        var outer: OverrideScope? = registry.scope(from: nil) { _ in
            registry.install("SAL", for: ObjectIdentifier(Key.self))
        }
        var inner: OverrideScope? = registry.scope(from: outer) { _ in }

        outer = nil
        #expect(registry.overrides.anyAlive)  // the inner scope still shares the outer entry
        #expect(registry.scoped(inner, for: ObjectIdentifier(Key.self), as: String.self) == "SAL")

        inner = nil
        #expect(!registry.overrides.anyAlive)
    }
}
