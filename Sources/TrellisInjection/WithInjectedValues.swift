/// Runs `operation` with some dependencies replaced, for it and the tasks it starts only: the
/// iOS Architecture Patterns notes' spelling of ``withOverrides(_:operation:)-(_,()->R)``,
/// which it calls.
///
/// ```swift
/// withInjectedValues { $0.usersRepository = MockedUsersRepository() } operation: {
///     …
/// }
/// ```
@inlinable @discardableResult
public func withInjectedValues<R>(
    _ update: (inout InjectedValues) throws -> Void,
    operation: () throws -> R
) rethrows -> R {
    try withOverrides(update, operation: operation)
}

/// Runs the asynchronous `operation` with some dependencies replaced, for it and the tasks it
/// starts only. See ``withOverrides(_:operation:)-(_,()->R)``.
@inlinable @discardableResult
public func withInjectedValues<R>(
    _ update: (inout InjectedValues) throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await withOverrides(update, isolation: isolation, operation: operation)
}
