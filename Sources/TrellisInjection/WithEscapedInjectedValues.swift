import TrellisStorage
import TrellisSupport

/// Captures the values in effect now, so that work which escapes this scope — a delegate
/// callback, a notification handler, a `Task` started from code that is not async — can run in
/// them later.
///
/// ```swift
/// withEscapedInjectedValues { escaped in
///     center.onSignOut = {
///         escaped.yield { SignOutFlow().start() }   // resolves the scope's values, as if made here
///     }
/// }
/// ```
///
/// `@Injected` already keeps the scope its owner was made in. This is for code that makes
/// objects *later*, outside the scope: without it they resolve whatever the thread they run on
/// sees — the process's values, or in a test the test values of no test.
@discardableResult
public func withEscapedInjectedValues<R>(_ body: (EscapedInjectedValues) throws -> R) rethrows -> R {
    try body(EscapedInjectedValues(scope: Storage.scope.get(), run: TestRun.current))
}

/// The values of a scope, captured by ``withEscapedInjectedValues(_:)`` to run escaping work in.
public struct EscapedInjectedValues: Sendable {
    let scope: OverrideScope?
    /// The test the capture was made in, so escaping work shares that test's doubles.
    let run: TestRun?

    /// Runs `operation` with the captured values in effect.
    public func yield<R>(_ operation: () throws -> R) rethrows -> R {
        try TestRun.$current.withValue(run) {
            try Storage.scope.withValue(scope, operation: operation)
        }
    }

    /// Runs the asynchronous `operation` with the captured values in effect, for it and the
    /// tasks it starts.
    public func yield<R>(isolation: isolated (any Actor)? = #isolation, _ operation: () async throws -> R) async rethrows -> R {
        try await TestRun.$current.withValue(run) {
            try await Storage.scope.withValue(scope, operation: operation)
        }
    }
}
