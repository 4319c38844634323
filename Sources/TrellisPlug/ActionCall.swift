// MARK: - Async

/// Performs `action` with the implementation plugged for it.
///
/// ```swift
/// try await action(LikePhoto.self, photo)
/// ```
///
/// - Throws: ``ActionError/notPlugged(_:)`` when nothing is plugged, naming the line to add;
///   otherwise what the implementation throws.
public func action<A: AsyncAction>(_ action: A.Type, _ input: A.Input) async throws -> A.Output {
    try await ActionCall.asyncHandler(for: action)(input)
}

/// Performs an action that takes no input: `try await action(RefreshFeed.self)`.
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
public func action<A: SyncAction>(_ action: A.Type, _ input: A.Input) throws -> A.Output {
    try ActionCall.syncHandler(for: action)(input)
}

/// Performs a sync action that takes no input.
public func action<A: SyncAction>(_ action: A.Type) throws -> A.Output where A.Input == Void {
    try ActionCall.syncHandler(for: action)(())
}

/// Performs an action that cannot fail; no `try` needed.
///
/// Calling it before anything is plugged stops the program with a message that names the
/// action and the line to add, since there is nothing to return and no error to throw.
public func action<A: SyncAction>(_ action: A.Type, _ input: A.Input) -> A.Output where A.Failure == Never {
    ActionCall.plugged(action)(input)
}

/// Performs an action that takes no input and cannot fail.
public func action<A: SyncAction>(_ action: A.Type) -> A.Output where A.Input == Void, A.Failure == Never {
    ActionCall.plugged(action)(())
}

// MARK: - Internal

/// The lookups behind `action(_:_:)`.
enum ActionCall {
    static func asyncHandler<A: AsyncAction>(for action: A.Type) throws(ActionError) -> AsyncHandler<A> {
        guard let handler = ActionStorage.handler(for: action, as: AsyncHandler<A>.self) else {
            throw .notPlugged(action)
        }
        return handler
    }

    static func syncHandler<A: SyncAction>(for action: A.Type) throws(ActionError) -> SyncHandler<A> {
        guard let handler = ActionStorage.handler(for: action, as: SyncHandler<A>.self) else {
            throw .notPlugged(action)
        }
        return handler
    }

    static func plugged<A: SyncAction>(_ action: A.Type) -> SyncHandler<A> where A.Failure == Never {
        guard let handler = ActionStorage.handler(for: action, as: SyncHandler<A>.self) else {
            fatalError("Trellis: \(ActionError.notPlugged(action).message)")
        }
        return handler
    }
}
