import TrellisLeaks
import TrellisStorage
import TrellisSupport

/// A group of keys whose values live until the app resets the group: the signed-in session,
/// whose cart, inbox and account screens' models must all start over at sign-out.
///
/// ```swift
/// extension InjectionScope {
///     static let session = InjectionScope("session")
/// }
///
/// func signOut() {
///     InjectionScope.session.reset()  // the next read of every session key makes a new value
/// }
/// ```
///
/// A key joins the scope with `static let lifetime = InjectionLifetime.scoped(.session)`. In a
/// test, each test has its own values of the scope, and a reset there resets only its own.
///
/// ## Stale holders
/// A reset lets go of the scope's values, but an object that read one and outlived the reset —
/// a view model kept by a tab that was never rebuilt — keeps it, and goes on showing the old
/// account. In a debug build, every value of the scope that is a class instance is handed to
/// `LeakDetector.current` at the reset: if one is still alive when the grace period ends,
/// the report names the scope, the reset's line and every line that read the value, where
/// whatever still holds it was made.
public final class InjectionScope: Sendable, Equatable, CustomStringConvertible {
    /// The scope's name, in messages and leak reports.
    public let name: String
    /// The values of the scope's keys outside tests.
    let live = ScopeValues()

    /// A scope; declare each one once, as a `static let`.
    ///
    /// - Parameter name: How messages and leak reports name it: `"session"`.
    public init(_ name: String) {
        self.name = name
    }

    /// Lets go of every value of the scope's keys: the next read of each makes a new one.
    ///
    /// In a test, resets the test's own values only. In a debug build, the values let go of
    /// are watched by `LeakDetector.current` (see "Stale holders").
    ///
    /// - Parameters:
    ///   - fileID: The file that resets the scope, named by leak reports.
    ///   - line: The line that resets it.
    public func reset(fileID: StaticString = #fileID, line: UInt = #line) {
        let (values, readers) = values(inTest: TestHook.runningTest?.currentRun()).reset()
        #if DEBUG
            let detector = LeakDetector.current
            for (key, value) in values where type(of: value as Any) is AnyClass {
                let handedOut = readers[key, default: []].map(\.description).sorted()
                detector.expectDeallocation(of: value as AnyObject, resetOf: name, handedOutAt: handedOut, fileID: fileID, line: line)
            }
        #endif
        _ = values  // freed here, after the reset: a value's deinit may read injected values
    }

    /// The values of this scope that `run` sees: its own, or, outside tests, the live ones.
    func values(inTest run: TestRun?) -> ScopeValues {
        guard let run else { return live }
        return run.values.value(for: ObjectIdentifier(self)) { ScopeValues() }
    }

    /// Two scopes are equal when they are the same scope.
    public static func == (lhs: InjectionScope, rhs: InjectionScope) -> Bool {
        lhs === rhs
    }

    /// The scope's name.
    public var description: String { name }
}
