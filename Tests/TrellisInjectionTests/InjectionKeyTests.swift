import Testing
import TrellisInjection

/// A key whose default is one shared instance.
private enum SharedCounterKey: InjectionKey {
    static let defaultValue = Counter()
    /// A plain value, safe for every test to read.
    static var testValue: Counter { defaultValue }
}

/// A key whose default is a new instance on every read.
private enum FreshCounterKey: InjectionKey {
    static var defaultValue: Counter { Counter() }
    /// A plain value, safe for every test to read.
    static var testValue: Counter { defaultValue }
    /// A test value is made once per test unless the key says otherwise.
    static let lifetime = InjectionLifetime.perRead
}

final class Counter: Sendable {}

@Suite struct InjectionKeyTests {
    @Test func staticLetDefaultIsOneSharedInstance() {
        // Given a key declared with `static let`
        // When it is read twice
        let first = InjectedValues[SharedCounterKey.self]
        let second = InjectedValues[SharedCounterKey.self]
        // Then both reads return the same instance
        #expect(first === second)
    }

    @Test func computedDefaultIsANewInstancePerRead() {
        let first = InjectedValues[FreshCounterKey.self]
        let second = InjectedValues[FreshCounterKey.self]
        #expect(first !== second)
    }

    @Test func scopedInstallReplacesEitherLifetimeWithOneInstance() {
        let installed = Counter()
        withInjectedValues {
            $0[FreshCounterKey.self] = installed
        } operation: {
            #expect(InjectedValues[FreshCounterKey.self] === installed)
            #expect(InjectedValues[FreshCounterKey.self] === installed)
        }
    }
}
