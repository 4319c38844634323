public import TrellisInjection  // public: the inlinable call path reads its registry

// MARK: - Async

/// Performs `action` with the implementation plugged for it.
///
/// ```swift
/// try await action(LikePhoto.self, photo)
/// ```
///
/// - Throws: ``ActionError/notPlugged(_:)`` when nothing is plugged, naming the line to add;
///   otherwise what the implementation throws.
@inlinable @inline(__always)
public func action<A: AsyncAction>(_ action: A.Type, _ input: A.Input) async throws -> A.Output {
    try await ActionCall.asyncHandler(for: action)(input)
}

/// Performs an action that takes no input: `try await action(RefreshFeed.self)`.
@inlinable @inline(__always)
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
@inlinable @inline(__always)
public func action<A: SyncAction>(_ action: A.Type, _ input: A.Input) throws -> A.Output {
    try ActionCall.perform(action, input)
}

/// Performs a sync action that takes no input.
@inlinable @inline(__always)
public func action<A: SyncAction>(_ action: A.Type) throws -> A.Output where A.Input == Void {
    try ActionCall.perform(action, ())
}

/// Performs an action that cannot fail; no `try` needed.
///
/// Calling it before anything is plugged stops the program with a message that names the
/// action and the line to add, since there is nothing to return and no error to throw.
@inlinable @inline(__always)
public func action<A: SyncAction>(_ action: A.Type, _ input: A.Input) -> A.Output where A.Failure == Never {
    ActionCall.performOrStop(action, input)
}

/// Performs an action that takes no input and cannot fail.
@inlinable @inline(__always)
public func action<A: SyncAction>(_ action: A.Type) -> A.Output where A.Input == Void, A.Failure == Never {
    ActionCall.performOrStop(action, ())
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

    /// Calls the sync handler in place, borrowed from its slot, so a call costs no retain.
    @inlinable @inline(__always)
    static func perform<A: SyncAction>(_ action: A.Type, _ input: A.Input) throws -> A.Output {
        let registry = ActionStorage.registry
        if _slowPath(registry.overrides.anyAlive),
            let handler = ActionStorage.scopedHandler(for: action, as: SyncHandler<A>.self)
        {
            return try handler(input)
        }
        guard let output = try registry.withInstalled(for: ObjectIdentifier(action), as: SyncHandler<A>.self, { try $0(input) })
        else { throw ActionError.notPlugged(action) }
        return output
    }

    @inlinable @inline(__always)
    static func performOrStop<A: SyncAction>(_ action: A.Type, _ input: A.Input) -> A.Output where A.Failure == Never {
        do {
            return try perform(action, input)
        } catch let error as ActionError {
            notPlugged(error)
        } catch {
            // The plug overloads only accept non-throwing implementations for these actions.
            fatalError("Trellis: \(A.self) cannot fail, yet its implementation threw \(error).")
        }
    }

    @usableFromInline
    static func notPlugged(_ error: ActionError) -> Never {
        fatalError("Trellis: \(error.message)")
    }
}
