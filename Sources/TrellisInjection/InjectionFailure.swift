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
    ///
    /// - Parameters:
    ///   - key: The key read.
    ///   - caller: The reading line.
    ///   - withoutPlaceholder: Whether the key has no placeholder either, so the program stops
    ///     rather than run the live value.
    public static func unoverriddenInTest<K: InjectionKey>(
        _ key: K.Type, readAt caller: CallerLocation, withoutPlaceholder: Bool = false
    ) -> InjectionFailure {
        let name = typeName(key)
        let outcome = withoutPlaceholder
            ? "A test never runs on the live value, and the key gives nothing else to go on with, so the test stops here."
            : "A test never runs on the live value: it goes on with the key's placeholder."
        return InjectionFailure(message: """
            \(caller): The test read \(name) (\(K.Value.self)), which it does not override. \
            \(outcome) Override it for this test — \
            `@Test(.injecting { $0[\(name).self] = <test double> })`, or the key's property in \
            `withOverrides { … }` — or give the key a `static var testValue` that every test gets.
            """)
    }

    /// A SwiftUI preview read a key that nothing overrides and that declares no preview value.
    ///
    /// - Parameters:
    ///   - key: The key read.
    ///   - caller: The reading line.
    ///   - placeholder: What the preview goes on with, or `nil` when the key gives nothing but
    ///     its live value, so the preview stops.
    public static func unoverriddenInPreview<K: InjectionKey>(
        _ key: K.Type, readAt caller: CallerLocation, goesOnWith placeholder: String?
    ) -> InjectionFailure {
        let name = typeName(key)
        let outcome = placeholder.map { "A preview never runs on the live value: it goes on with \($0)." }
            ?? "A preview never runs on the live value, and the key gives nothing else to go on with, so the preview stops here."
        return InjectionFailure(message: """
            \(caller): The preview read \(name) (\(K.Value.self)), which it does not override. \(outcome) \
            Give the key a `static var previewValue` that every preview gets, or override it for this \
            preview: `withOverrides { $0[\(name).self] = <preview value> } operation: { … }`.
            """)
    }

    /// In one update closure, something made there read a key that the closure then wrote
    /// again: it keeps the value it read, not the one written after.
    public static func writtenAfterRead<K: InjectionKey>(_ key: K.Type, readAt caller: CallerLocation) -> InjectionFailure {
        let name = typeName(key)
        return InjectionFailure(message: """
            \(caller): \(name) (\(K.Value.self)) was read here while an update closure was still \
            running, and the same closure wrote it again afterwards: what was made here keeps the \
            value it read, not the one written later. Write the key before the code that reads it — \
            `withOverrides { $0[\(name).self] = <double>; configureApp(&$0) }` — or pin it, which \
            any order keeps: `$0.pinning { $0[\(name).self] = <double> }`, or `@Test(.injecting { … })`.
            """)
    }

    /// Code called a placeholder that a test got for a key it does not override.
    static func unimplementedCall(_ call: String, key: String, valueType: String, readAt caller: CallerLocation) -> InjectionFailure {
        InjectionFailure(message: """
            \(caller): The test called \(call) on the placeholder of \(key) (\(valueType)), read here, which \
            it does not override: a test never runs on the live value. Override it for this test — \
            `@Test(.injecting { $0[\(key).self] = <test double> })`, or the key's property in \
            `withOverrides { … }`.
            """)
    }

    /// `failure`, for a read made in a task detached from every test — `Task.detached`, a
    /// thread of its own — in a test process: no test can be told, so the message says whose
    /// tests were running.
    static func detachedRead(_ failure: InjectionFailure, running: [String]) -> InjectionFailure {
        let tests = running.isEmpty ? "none of the tests Trellis knows is running now" : "running now: \(running.joined(separator: ", "))"
        return InjectionFailure(message: failure.message.replacing("The test read", with: "A task detached from its test (\(tests)) read", maxReplacements: 1)
            + " Start such work with `Task { … }` rather than `Task.detached`, so it keeps its test's values.")
    }

    /// Work a test started — a task, a timer, a callback — read a key after that test ended.
    public static func readAfterTest<K: InjectionKey>(of key: K.Type, readAt caller: CallerLocation, test: String) -> InjectionFailure {
        usedAfterTest(InjectionStorage.readingOf(key), at: caller, test: test)
    }

    /// Work a test started did `what` — read a key, called an action — after that test ended.
    package static func usedAfterTest(_ what: String, at caller: CallerLocation, test: String) -> InjectionFailure {
        InjectionFailure(message: """
            \(caller): Work that the test \(test) started \(what) after that test ended: a task, a \
            timer or a callback it left behind. Wait for the work before the test returns \
            (`await task.value`), or cancel it, so it cannot reach another test's run.
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

    /// A required key was read while the asynchronous start-up that installs values was still
    /// running, by work that did not wait for it.
    static func readBeforeStartUpFinished<K: InjectionKey>(
        _ key: K.Type, readAt caller: CallerLocation, startUp: CallerLocation
    ) -> InjectionFailure {
        InjectionFailure(message: """
            \(caller): \(typeName(key)) (a RequiredInjectionKey of type \(K.Value.self)) was read \
            before the start-up at \(startUp) finished, and it has no value until then. Start this \
            work after `try await InjectedValues.install(…)` returns, or show a launch screen until \
            it does.
            """)
    }

    /// A required key was read after the asynchronous start-up failed, so nothing installed it.
    static func readAfterStartUpFailed<K: InjectionKey>(
        _ key: K.Type, readAt caller: CallerLocation, startUp: CallerLocation, reason: String
    ) -> InjectionFailure {
        InjectionFailure(message: """
            \(caller): \(typeName(key)) (a RequiredInjectionKey of type \(K.Value.self)) was read, \
            but the start-up at \(startUp) failed (\(reason)) and installed nothing. Handle the \
            StartUpFailure that `InjectedValues.install` threw (retry it, or show the error) \
            before anything reads the app's dependencies.
            """)
    }

    /// A key whose lifetime is weak made a value that is not a class instance.
    static func weakLifetimeOfAValue<K: InjectionKey>(_ key: K.Type, valueType: Any.Type, readAt caller: CallerLocation) -> InjectionFailure {
        InjectionFailure(message: """
            \(caller): \(typeName(key)) declares `InjectionLifetime.weak`, but made a \(valueType), \
            which is not a class instance, so nothing can hold it weakly. Declare \
            `InjectionLifetime.perScope` (or no lifetime) for a value type, or make \(valueType) a class.
            """)
    }

    /// A kept copy of `$0` was written outside its update closure.
    static let writeOutsideItsClosure = InjectionFailure(message: """
        an update closure's `$0` was written outside that closure's own run (a copy kept \
        after the closure returned, a nested update closure's body, another thread): its \
        writes would reach nothing, or race the closure. Write on the `$0` of the closure \
        running there (withOverrides, InjectedValues.install, a trait), or run a new update \
        closure where the write belongs.
        """)

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
package func typeName(_ type: Any.Type) -> String {
    String(reflecting: type).replacing(/\(unknown context at \$[0-9a-f]+\)\./, with: "")
}

extension InjectionFailure: CustomStringConvertible {
    public var description: String { message }
}
