public import TrellisStorage  // public: the inlinable call path reads its registry

// MARK: - Async

/// Performs `action` with the implementation plugged for it.
///
/// ```swift
/// try await action(LikePhoto.self, photo)
/// ```
///
/// A local variable or method named `action` hides this function; the action's own `perform`
/// (`try await LikePhoto.perform(photo)`) cannot be hidden.
///
/// - Throws: ``ActionError`` when nothing is plugged, naming the caller's line and the line to
///   add; otherwise what the implementation throws.
@inlinable @inline(__always)
public func action<A: AsyncAction>(
    _ action: A.Type, _ input: A.Input, fileID: StaticString = #fileID, line: UInt = #line
) async throws -> A.Output {
    try await ActionCall.asyncHandler(for: action, at: CallerLocation(fileID: fileID, line: line))(input)
}

/// Performs an action that takes no input: `try await action(RefreshFeed.self)`.
@inlinable @inline(__always)
public func action<A: AsyncAction>(
    _ action: A.Type, fileID: StaticString = #fileID, line: UInt = #line
) async throws -> A.Output where A.Input == Void {
    try await ActionCall.asyncHandler(for: action, at: CallerLocation(fileID: fileID, line: line))(())
}

/// Performs an action that cannot fail; no `try` needed. Calling it before anything is plugged
/// stops with a message naming the caller's line, since there is no error to throw.
@inlinable @inline(__always)
public func action<A: AsyncAction>(
    _ action: A.Type, _ input: A.Input, fileID: StaticString = #fileID, line: UInt = #line
) async -> A.Output where A.Failure == Never {
    await ActionCall.performOrStop(action, input, at: CallerLocation(fileID: fileID, line: line))
}

/// Performs an action that takes no input and cannot fail.
@inlinable @inline(__always)
public func action<A: AsyncAction>(
    _ action: A.Type, fileID: StaticString = #fileID, line: UInt = #line
) async -> A.Output where A.Input == Void, A.Failure == Never {
    await ActionCall.performOrStop(action, (), at: CallerLocation(fileID: fileID, line: line))
}

// MARK: - Sync

/// Performs `action` with the implementation plugged for it.
///
/// ```swift
/// let likes = try action(CountLikes.self, photo)
/// ```
///
/// - Throws: ``ActionError`` when nothing is plugged, naming the caller's line and the line to
///   add; otherwise what the implementation throws.
@inlinable @inline(__always)
public func action<A: SyncAction>(
    _ action: A.Type, _ input: A.Input, fileID: StaticString = #fileID, line: UInt = #line
) throws -> A.Output {
    try ActionCall.perform(action, input, at: CallerLocation(fileID: fileID, line: line))
}

/// Performs a sync action that takes no input.
@inlinable @inline(__always)
public func action<A: SyncAction>(
    _ action: A.Type, fileID: StaticString = #fileID, line: UInt = #line
) throws -> A.Output where A.Input == Void {
    try ActionCall.perform(action, (), at: CallerLocation(fileID: fileID, line: line))
}

/// Performs an action that cannot fail; no `try` needed. Calling it before anything is plugged
/// stops with a message naming the caller's line, since there is no error to throw.
@inlinable @inline(__always)
public func action<A: SyncAction>(
    _ action: A.Type, _ input: A.Input, fileID: StaticString = #fileID, line: UInt = #line
) -> A.Output where A.Failure == Never {
    ActionCall.performOrStop(action, input, at: CallerLocation(fileID: fileID, line: line))
}

/// Performs an action that takes no input and cannot fail.
@inlinable @inline(__always)
public func action<A: SyncAction>(
    _ action: A.Type, fileID: StaticString = #fileID, line: UInt = #line
) -> A.Output where A.Input == Void, A.Failure == Never {
    ActionCall.performOrStop(action, (), at: CallerLocation(fileID: fileID, line: line))
}

// MARK: - Internal

/// The lookups behind `action(_:_:)` and `perform(_:)`, inlined so the call site knows every type.
@usableFromInline
enum ActionCall {
    @inlinable
    static func asyncHandler<A: AsyncAction>(for action: A.Type, at caller: CallerLocation) throws(ActionError) -> AsyncHandler<A> {
        guard let handler = ActionStorage.handler(for: action, as: AsyncHandler<A>.self) else {
            throw .notPlugged(action, calledAt: caller)
        }
        return handler
    }

    @inlinable
    static func performOrStop<A: AsyncAction>(_ action: A.Type, _ input: A.Input, at caller: CallerLocation) async -> A.Output
    where A.Failure == Never {
        guard let handler = ActionStorage.handler(for: action, as: AsyncHandler<A>.self) else {
            notPlugged(action, at: caller)
        }
        do {
            return try await handler(input)
        } catch {
            threwAnyway(action, error, at: caller)
        }
    }

    /// Calls the sync handler in place, borrowed from its slot, so a call costs no retain.
    ///
    /// It spells out what `ValueSlot.withValue` does, with the call written in each branch:
    /// passed as a closure, the call is not inlined into the replaced branch, and a re-plugged
    /// action then costs three extra calls.
    @inlinable @inline(__always)
    static func perform<A: SyncAction>(_ action: A.Type, _ input: A.Input, at caller: CallerLocation) throws -> A.Output {
        let registry = ActionStorage.registry
        if _slowPath(registry.overrides.anyAlive),
            let handler = ActionStorage.scopedHandler(for: action, as: SyncHandler<A>.self)
        {
            return try handler(input)
        }
        guard let slot = registry.installedSlot(for: ObjectIdentifier(action), as: SyncHandler<A>.self) else {
            throw ActionError.notPlugged(action, calledAt: caller)
        }
        return try slot._withUnsafeGuaranteedRef { slot in
            if _fastPath(!slot.wasReplaced) { return try slot.first(input) }
            let borrow = slot.borrowLatest()
            defer { slot.endAfterCalling(borrow) }
            return try borrow.box._withUnsafeGuaranteedRef { try $0.value(input) }
        }
    }

    @inlinable @inline(__always)
    static func performOrStop<A: SyncAction>(_ action: A.Type, _ input: A.Input, at caller: CallerLocation) -> A.Output
    where A.Failure == Never {
        do {
            return try perform(action, input, at: caller)
        } catch is ActionError {
            notPlugged(action, at: caller)
        } catch {
            threwAnyway(action, error, at: caller)
        }
    }

    @usableFromInline
    static func notPlugged<A: Action>(_ action: A.Type, at caller: CallerLocation) -> Never {
        caller.stop(ActionError.notPlugged(action, calledAt: caller).message)
    }

    @usableFromInline
    static func threwAnyway<A: Action>(_ action: A.Type, _ error: any Error, at caller: CallerLocation) -> Never {
        // The plug overloads only accept implementations that cannot throw for these actions.
        caller.stop("\(A.self) cannot fail, yet its implementation threw \(error).")
    }
}
