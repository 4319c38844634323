// MARK: - Async

/// Performs `action` with the implementation plugged for it.
///
/// ```swift
/// try await action(LikePhoto.self, photo)
/// ```
///
/// - Throws: ``ActionError/notPlugged(_:)`` when nothing is plugged, naming the line to add;
///   otherwise what the implementation throws.
@inlinable
public func action<A: AsyncAction>(_ action: A.Type, _ input: A.Input) async throws -> A.Output {
    try await ActionCall.asyncHandler(for: action)(input)
}

/// Performs an action that takes no input: `try await action(RefreshFeed.self)`.
@inlinable
public func action<A: AsyncAction>(_ action: A.Type) async throws -> A.Output where A.Input == Void {
    try await ActionCall.asyncHandler(for: action)(())
}

// MARK: - Sync

/// Performs `action` with the implementation plugged for it.
///
/// ```swift
/// let likes = try action(CountLikes.self, photo)
/// ```
///
/// - Throws: ``ActionError/notPlugged(_:)`` when nothing is plugged, naming the line to add;
///   otherwise what the implementation throws.
@inlinable
public func action<A: SyncAction>(_ action: A.Type, _ input: A.Input) throws -> A.Output {
    try ActionCall.syncHandler(for: action)(input)
}

/// Performs a sync action that takes no input.
@inlinable
public func action<A: SyncAction>(_ action: A.Type) throws -> A.Output where A.Input == Void {
    try ActionCall.syncHandler(for: action)(())
}

/// Performs an action that cannot fail; no `try` needed.
///
/// Calling it before anything is plugged stops the program with a message that names the
/// action and the line to add, since there is nothing to return and no error to throw.
@inlinable
public func action<A: SyncAction>(_ action: A.Type, _ input: A.Input) -> A.Output where A.Failure == Never {
    try! ActionCall.plugged(action)(input)  // plugged implementations of a `Never` action cannot throw
}

/// Performs an action that takes no input and cannot fail.
@inlinable
public func action<A: SyncAction>(_ action: A.Type) -> A.Output where A.Input == Void, A.Failure == Never {
    try! ActionCall.plugged(action)(())  // plugged implementations of a `Never` action cannot throw
}

// MARK: - Internal

/// The lookups behind `action(_:_:)`, inlined so the call site knows every type.
@usableFromInline
enum ActionCall {
    @inlinable
    static func asyncHandler<A: AsyncAction>(for action: A.Type) throws(ActionError) -> AsyncHandler<A> {
        guard let handler = ActionStorage.handler(for: action, as: AsyncHandler<A>.self) else {
            throw .notPlugged(action)
        }
        return handler
    }

    @inlinable
    static func syncHandler<A: SyncAction>(for action: A.Type) throws(ActionError) -> SyncHandler<A> {
        guard let handler = ActionStorage.handler(for: action, as: SyncHandler<A>.self) else {
            throw .notPlugged(action)
        }
        return handler
    }

    @inlinable
    static func plugged<A: SyncAction>(_ action: A.Type) -> SyncHandler<A> where A.Failure == Never {
        guard let handler = ActionStorage.handler(for: action, as: SyncHandler<A>.self) else {
            fatalError("Trellis: \(ActionError.notPlugged(action).message)")
        }
        return handler
    }
}
