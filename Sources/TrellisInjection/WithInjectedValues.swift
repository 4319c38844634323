/// Runs `operation` with some dependencies replaced, for it and the tasks it starts only.
///
/// ```swift
/// @Test func listsUsers() throws {
///     try withInjectedValues {
///         $0.usersRepository = MockedUsersRepository(users: [User(name: "Dave")])
///     } operation: {
///         let interactor = UserInteractor()
///         …
///     }
/// }
/// ```
///
/// The replacements live in a task-local value, so tests running in parallel that replace
/// the same key never see each other's values, and nothing needs restoring afterwards.
/// Scopes nest: an inner scope starts from the outer one's values.
///
/// - Parameters:
///   - update: Sets the replacements on `$0`, through the properties of ``InjectedValues``.
///   - operation: The work that sees them.
/// - Returns: What `operation` returns.
@discardableResult
public func withInjectedValues<R>(
    _ update: (inout InjectedValues) throws -> Void,
    operation: () throws -> R
) rethrows -> R {
    let scope = try InjectionStorage.scopeApplying(update)
    return try InjectionStorage.$scope.withValue(scope, operation: operation)
}

/// Runs the asynchronous `operation` with some dependencies replaced, for it and the tasks it
/// starts only. See ``withInjectedValues(_:operation:)-(_,()->R)``.
@discardableResult
public func withInjectedValues<R>(
    _ update: (inout InjectedValues) throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    let scope = try InjectionStorage.scopeApplying(update)
    return try await InjectionStorage.$scope.withValue(scope, operation: operation)
}
