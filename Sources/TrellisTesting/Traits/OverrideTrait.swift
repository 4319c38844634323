public import Testing

/// A trait that runs each test inside an override scope of the core kit — replaced injected
/// values (``InjectionTrait``) or plugged actions (``PluggingTrait``).
///
/// The scope is task-local: tests running in parallel each see their own overrides, tasks a
/// test starts see them too, and nothing needs restoring. A test's own trait is applied
/// inside its suite's, so the test's overrides win.
public struct OverrideTrait<Overrides>: TestTrait, SuiteTrait, TestScoping {
    /// Runs a test's body inside the scope.
    private let enter: @Sendable (@Sendable () async throws -> Void) async throws -> Void

    init(enter: @escaping @Sendable (@Sendable () async throws -> Void) async throws -> Void) {
        self.enter = enter
    }

    /// Applies to every test of a suite, one scope per test case.
    public var isRecursive: Bool {
        true
    }

    /// Runs the test inside the scope.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await enter(function)
    }
}
