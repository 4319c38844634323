public import TrellisInjection
public import TrellisStorage

/// Plugging inside an update closure: the one family every other plug spelling is built on.
///
/// ```swift
/// func configureApp(_ app: inout InjectedValues) {
///     app.plug(LikePhoto.self, to: NetworkLikePhoto(client: client))   // one shared instance
///     app.plug(LikePhoto.self, factory: { NetworkLikePhoto(client: client) })  // one per call
///     app.plug(CountLikes.self) { photo in photo.likes }               // a closure
/// }
/// ```
///
/// Each form exists for async and sync actions. An implementation that cannot throw fits an
/// action that may; one that may throw never fits an action declared `Failure = Never`.
/// `Actions.plug` and `<~` forward here, so a plug made through them inside an update closure
/// reaches that closure's scope too.
extension InjectedValues {
    // MARK: - Async actions

    /// Plugs one shared `implementation` into `action`.
    @inlinable
    public mutating func plug<A: AsyncAction, I: AsyncPerforming & Sendable>(_ action: A.Type, to implementation: I, fileID: StaticString = #fileID, line: UInt = #line)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == A.Failure {
        plugHandler(action, { try await implementation.perform($0) } as AsyncHandler<A>, at: CallerLocation(fileID: fileID, line: line))
    }

    /// Plugs one shared implementation that cannot throw into an action that may.
    @inlinable
    public mutating func plug<A: AsyncAction, I: AsyncPerforming & Sendable>(_ action: A.Type, to implementation: I, fileID: StaticString = #fileID, line: UInt = #line)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == Never, A.Failure == any Error {
        plugHandler(action, { await implementation.perform($0) } as AsyncHandler<A>, at: CallerLocation(fileID: fileID, line: line))
    }

    /// Plugs a factory into `action`: every call performs on a fresh implementation.
    @inlinable
    public mutating func plug<A: AsyncAction, I: AsyncPerforming>(_ action: A.Type, factory: @escaping @Sendable () -> I, fileID: StaticString = #fileID, line: UInt = #line)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == A.Failure {
        plugHandler(action, { try await factory().perform($0) } as AsyncHandler<A>, at: CallerLocation(fileID: fileID, line: line))
    }

    /// Plugs a factory of implementations that cannot throw into an action that may.
    @inlinable
    public mutating func plug<A: AsyncAction, I: AsyncPerforming>(_ action: A.Type, factory: @escaping @Sendable () -> I, fileID: StaticString = #fileID, line: UInt = #line)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == Never, A.Failure == any Error {
        plugHandler(action, { await factory().perform($0) } as AsyncHandler<A>, at: CallerLocation(fileID: fileID, line: line))
    }

    /// Plugs a closure that performs `action`.
    ///
    /// For an action whose `Failure` is its own error type, a closure written plainly goes to
    /// the form below (see "Closures of actions with their own error type" in the module's
    /// documentation); one that names its type, `{ text throws(CommentValidationError) in … }`,
    /// comes here and is checked by the compiler.
    @inlinable
    public mutating func plug<A: AsyncAction>(
        _ action: A.Type, perform: nonisolated(nonsending) @escaping @Sendable (A.Input) async throws(A.Failure) -> A.Output,
        fileID: StaticString = #fileID, line: UInt = #line
    ) {
        plugHandler(action, { (input: A.Input) async throws -> A.Output in try await perform(input) } as AsyncHandler<A>, at: CallerLocation(fileID: fileID, line: line))
    }

    /// Plugs a closure into an action whose `Failure` is its own error type, written without
    /// naming it: `{ text in if text.isEmpty { throw CommentValidationError() } }`, or `{ $0 }`.
    ///
    /// Swift 6.3 types a closure that contains `throw` or `try` as throwing `any Error`,
    /// whatever the parameter it is passed to throws (inferring it from the body needs the
    /// experimental `FullTypedThrows`), and does not convert one written without `throws` into
    /// one that throws a generic error type, so this form takes either as written. Callers
    /// still catch the action's own `Failure`: the call casts what the closure threw, and a
    /// closure that throws anything else stops at the calling line, naming the action, the
    /// type it promises and what was thrown.
    @inlinable @_disfavoredOverload
    public mutating func plug<A: AsyncAction>(
        _ action: A.Type, perform: nonisolated(nonsending) @escaping @Sendable (A.Input) async throws -> A.Output,
        fileID: StaticString = #fileID, line: UInt = #line
    ) {
        ActionStorage.refuseThrowingClosure(for: action, at: CallerLocation(fileID: fileID, line: line))
        plugHandler(action, perform as AsyncHandler<A>, at: CallerLocation(fileID: fileID, line: line))
    }

    // MARK: - Sync actions

    /// Plugs one shared `implementation` into `action`.
    @inlinable
    public mutating func plug<A: SyncAction, I: SyncPerforming & Sendable>(_ action: A.Type, to implementation: I, fileID: StaticString = #fileID, line: UInt = #line)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == A.Failure {
        plugHandler(action, { try implementation.perform($0) } as SyncHandler<A>, at: CallerLocation(fileID: fileID, line: line))
    }

    /// Plugs one shared implementation that cannot throw into an action that may.
    @inlinable
    public mutating func plug<A: SyncAction, I: SyncPerforming & Sendable>(_ action: A.Type, to implementation: I, fileID: StaticString = #fileID, line: UInt = #line)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == Never, A.Failure == any Error {
        plugHandler(action, { implementation.perform($0) } as SyncHandler<A>, at: CallerLocation(fileID: fileID, line: line))
    }

    /// Plugs a factory into `action`: every call performs on a fresh implementation.
    @inlinable
    public mutating func plug<A: SyncAction, I: SyncPerforming>(_ action: A.Type, factory: @escaping @Sendable () -> I, fileID: StaticString = #fileID, line: UInt = #line)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == A.Failure {
        plugHandler(action, { try factory().perform($0) } as SyncHandler<A>, at: CallerLocation(fileID: fileID, line: line))
    }

    /// Plugs a factory of implementations that cannot throw into an action that may.
    @inlinable
    public mutating func plug<A: SyncAction, I: SyncPerforming>(_ action: A.Type, factory: @escaping @Sendable () -> I, fileID: StaticString = #fileID, line: UInt = #line)
    where I.Input == A.Input, I.Output == A.Output, I.Failure == Never, A.Failure == any Error {
        plugHandler(action, { factory().perform($0) } as SyncHandler<A>, at: CallerLocation(fileID: fileID, line: line))
    }

    /// Plugs a closure that performs `action`.
    ///
    /// For an action whose `Failure` is its own error type, a closure written plainly goes to
    /// the form below (see "Closures of actions with their own error type" in the module's
    /// documentation); one that names its type, `{ text throws(CommentValidationError) in … }`,
    /// comes here and is checked by the compiler.
    @inlinable
    public mutating func plug<A: SyncAction>(
        _ action: A.Type, perform: @escaping @Sendable (A.Input) throws(A.Failure) -> A.Output,
        fileID: StaticString = #fileID, line: UInt = #line
    ) {
        plugHandler(action, { (input: A.Input) throws -> A.Output in try perform(input) } as SyncHandler<A>, at: CallerLocation(fileID: fileID, line: line))
    }

    /// Plugs a closure into an action whose `Failure` is its own error type, written without
    /// naming it: `{ text in if text.isEmpty { throw CommentValidationError() } }`, or `{ $0 }`.
    ///
    /// Swift 6.3 types a closure that contains `throw` or `try` as throwing `any Error`,
    /// whatever the parameter it is passed to throws (inferring it from the body needs the
    /// experimental `FullTypedThrows`), and does not convert one written without `throws` into
    /// one that throws a generic error type, so this form takes either as written. Callers
    /// still catch the action's own `Failure`: the call casts what the closure threw, and a
    /// closure that throws anything else stops at the calling line, naming the action, the
    /// type it promises and what was thrown.
    @inlinable @_disfavoredOverload
    public mutating func plug<A: SyncAction>(
        _ action: A.Type, perform: @escaping @Sendable (A.Input) throws -> A.Output,
        fileID: StaticString = #fileID, line: UInt = #line
    ) {
        ActionStorage.refuseThrowingClosure(for: action, at: CallerLocation(fileID: fileID, line: line))
        plugHandler(action, perform as SyncHandler<A>, at: CallerLocation(fileID: fileID, line: line))
    }

}

extension InjectedValues {
    /// Plugs `handler` for `action` among this value's writes, as any other write.
    @inlinable
    func plugHandler<A: Action, Handler: Sendable>(_ action: A.Type, _ handler: Handler, at caller: CallerLocation) {
        write(handler, for: ObjectIdentifier(action), holdable: false, at: caller)
    }
}
