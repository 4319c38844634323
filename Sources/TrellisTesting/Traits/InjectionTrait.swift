public import Testing
public import TrellisInjection

/// A trait that replaces injected values for one test, or for every test of a suite.
///
/// ```swift
/// @Test(.injecting { $0.usersRepository = MockedUsersRepository(users: [User(name: "Dave")]) })
/// func listsTheUsers() async { … }
///
/// @Suite(.injecting { $0[APIClientKey.self] = StubAPIClient() })
/// struct ProfileTests { … }
/// ```
///
/// The values are set with `withInjectedValues`
/// around each test, so they live in a task-local scope: tests running in parallel each see
/// their own values, tasks a test starts see them too, and nothing needs restoring. A test's
/// own trait is applied inside its suite's, so the test's values win.
public struct InjectionTrait: TestTrait, SuiteTrait, TestScoping {
    private let update: @Sendable (inout InjectedValues) throws -> Void

    init(update: @escaping @Sendable (inout InjectedValues) throws -> Void) {
        self.update = update
    }

    /// Applies to every test of a suite, one scope per test case.
    public var isRecursive: Bool {
        true
    }

    /// Runs the test inside a scope with the values set.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withInjectedValues(update) {
            try await function()
        }
    }
}

extension Trait where Self == InjectionTrait {
    /// Replaces injected values for the test or suite.
    ///
    /// ```swift
    /// @Test(.injecting { $0.usersRepository = MockedUsersRepository() })
    /// ```
    ///
    /// - Parameter update: Sets the values on `$0`, through the properties of
    ///   `InjectedValues` or its key subscript. It runs once per test case.
    public static func injecting(_ update: @escaping @Sendable (inout InjectedValues) throws -> Void) -> Self {
        InjectionTrait(update: update)
    }
}
