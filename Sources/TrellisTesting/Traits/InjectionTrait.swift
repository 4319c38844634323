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
/// The values are set with `withInjectedValues` around each test; see ``OverrideTrait``.
public typealias InjectionTrait = OverrideTrait<InjectedValues>

extension OverrideTrait where Overrides == InjectedValues {
    init(update: @escaping @Sendable (inout InjectedValues) throws -> Void) {
        self.init { test in try await withInjectedValues(update) { try await test() } }
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
