public import TrellisStorage

/// Why an injected value could not be produced, worded to say how to fix it.
///
/// Reading a value happens in getters that cannot throw, so these failures stop the program,
/// always with this text — in release builds too: which key, where it was read, what went
/// wrong, and the line that fixes it.
public struct InjectionFailure: Sendable, Equatable {
    /// The full explanation, as printed when the program stops.
    public let message: String

    /// A ``RequiredInjectionKey`` was read before any value was installed.
    public static func missingValue<K: InjectionKey>(for key: K.Type, readAt caller: CallerLocation) -> InjectionFailure {
        let name = String(reflecting: key)
        return InjectionFailure(message: """
            \(caller): No value is installed for \(name) (a RequiredInjectionKey of type \(K.Value.self)), \
            and it has no default. Install one at start-up, in the function you pass to \
            `InjectedValues.install { $0[\(name).self] = <value> }`, or in a test with \
            `withOverrides { $0[\(name).self] = <value> } operation: { … }`.
            """)
    }

    /// A test read a key that nothing overrides and that declares no test value of its own.
    public static func unoverriddenInTest<K: InjectionKey>(_ key: K.Type, readAt caller: CallerLocation) -> InjectionFailure {
        let name = typeName(key)
        return InjectionFailure(message: """
            \(caller): The test read \(name) (\(K.Value.self)), which it does not override, so it \
            would run on the live value. Override it for this test — \
            `@Test(.injecting { $0[\(name).self] = <test double> })`, or the key's property in \
            `withOverrides { … }` — or give the key a `static var testValue` that every test gets.
            """)
    }

    /// Producing the default value of a key read that same key again.
    public static func cycle(_ path: [String], readAt caller: CallerLocation) -> InjectionFailure {
        let chain = path.joined(separator: " → ")
        let first = path.first ?? "?"
        return InjectionFailure(message: """
            \(caller): Dependency cycle: \(chain). The default value of \(first) depends on itself. \
            Break the cycle by making one of these keys read the other lazily (inside a method, \
            not in its `defaultValue`), or install one of them explicitly with \
            `InjectedValues[<Key>.self] = <value>` before the first read.
            """)
    }

    /// `InjectedValues.install` was called inside an update closure.
    static let installWhileBuilding = InjectionFailure(message: """
        InjectedValues.install was called while an update closure (withOverrides, \
        withInjectedValues, a trait) was running; installing for the whole process there would \
        leak the scope's values into every other task. Set the values on the closure's `$0` \
        instead (`configure(&$0)`), and call InjectedValues.install once at start-up, outside \
        any update closure.
        """)
}

/// `Module.Key`, without the `(unknown context at $…)` Swift writes for a private type: the name
/// a user can search for and paste.
func typeName(_ type: Any.Type) -> String {
    String(reflecting: type).replacing(/\(unknown context at \$[0-9a-f]+\)\./, with: "")
}

extension InjectionFailure: CustomStringConvertible {
    public var description: String { message }
}
