public import TrellisStorage  // public: the inlinable call path reads its registry

// MARK: - Async

/// Performs `action` with the implementation plugged for it.
///
/// ```swift
/// try await action(LikePhoto.self, photo)
/// ```
///
/// The call throws the action's own `Failure`, so a `catch` block gets the declared type, not
/// `any Error`; an action declared `typealias Failure = Never` needs no `try`. A local
/// variable or method named `action` hides this function; the action's own `perform`
/// (`try await LikePhoto.perform(photo)`) cannot be hidden.
///
/// - Throws: What the implementation throws, as the action's `Failure`. With nothing plugged,
///   an action whose `Failure` is `any Error` throws ``ActionError`` naming the caller's line
///   and the line to add; any other action has no error of that type to throw, so the call
///   stops with the same message.
@inlinable @inline(__always)
nonisolated(nonsending) public func action<A: AsyncAction>(
    _ action: A.Type, _ input: A.Input, fileID: StaticString = #fileID, line: UInt = #line
) async throws(A.Failure) -> A.Output {
    try await ActionCall.perform(action, input, at: CallerLocation(fileID: fileID, line: line))
}

/// Performs an action that takes no input: `try await action(RefreshFeed.self)`.
///
/// - Throws: As the form that takes an input: the action's `Failure`.
@inlinable @inline(__always)
nonisolated(nonsending) public func action<A: AsyncAction>(
    _ action: A.Type, fileID: StaticString = #fileID, line: UInt = #line
) async throws(A.Failure) -> A.Output where A.Input == Void {
    try await ActionCall.perform(action, (), at: CallerLocation(fileID: fileID, line: line))
}

// MARK: - Sync

/// Performs `action` with the implementation plugged for it.
///
/// ```swift
/// let likes = try action(CountLikes.self, photo)
/// ```
///
/// The call throws the action's own `Failure`, so a `catch` block of an action declared
/// `typealias Failure = ValidationError` reads `error.message`; an action declared
/// `typealias Failure = Never` needs no `try`.
///
/// - Throws: What the implementation throws, as the action's `Failure`. With nothing plugged,
///   an action whose `Failure` is `any Error` throws ``ActionError`` naming the caller's line
///   and the line to add; any other action stops with the same message.
@inlinable @inline(__always)
public func action<A: SyncAction>(
    _ action: A.Type, _ input: A.Input, fileID: StaticString = #fileID, line: UInt = #line
) throws(A.Failure) -> A.Output {
    try ActionCall.perform(action, input, at: CallerLocation(fileID: fileID, line: line))
}

/// Performs a sync action that takes no input.
///
/// - Throws: As the form that takes an input: the action's `Failure`.
@inlinable @inline(__always)
public func action<A: SyncAction>(
    _ action: A.Type, fileID: StaticString = #fileID, line: UInt = #line
) throws(A.Failure) -> A.Output where A.Input == Void {
    try ActionCall.perform(action, (), at: CallerLocation(fileID: fileID, line: line))
}

// MARK: - Internal

/// The lookups behind `action(_:_:)` and `perform(_:)`, inlined so the call site knows every type.
///
/// Every call first loads the registry's observer count: at zero (no observer anywhere) it
/// performs at once, as if observation did not exist; otherwise it goes through an out-of-line
/// function that tells the observers (a sync call) or makes a handler that does (an async one).
@usableFromInline
enum ActionCall {
    // MARK: Async

    /// Looks the handler up, then awaits it: one suspension point, as before observation
    /// existed, whether or not the call is observed.
    @inlinable @inline(__always)
    nonisolated(nonsending) static func perform<A: AsyncAction>(_ action: A.Type, _ input: A.Input, at caller: CallerLocation) async throws(A.Failure) -> A.Output {
        let handler = try handler(for: action, at: caller)
        do {
            return try await handler(input)
        } catch {
            throw failure(of: action, error, at: caller)
        }
    }

    /// The handler plugged for `action`, or, while some observer may see the call, one that
    /// tells the observers around it.
    @inlinable @inline(__always)
    static func handler<A: AsyncAction>(for action: A.Type, at caller: CallerLocation) throws(A.Failure) -> AsyncHandler<A> {
        if _slowPath(ActionStorage.registry.anyObserver) { return observedHandler(for: action, at: caller) }
        guard let handler = ActionStorage.handler(for: action, as: AsyncHandler<A>.self, at: caller) else {
            throw unplugged(action, at: caller)
        }
        return handler
    }

    /// An observed call's handler: out of line, so the unobserved path stays as small as it was.
    @inlinable @inline(never)
    static func observedHandler<A: AsyncAction>(for action: A.Type, at caller: CallerLocation) -> AsyncHandler<A> {
        let plugged = ActionStorage.handler(for: action, as: AsyncHandler<A>.self, at: caller)
        guard let observation = ActionObservation.begin(action, at: caller) else {
            return plugged ?? { _ in throw unplugged(action, at: caller) }
        }
        return { input in
            let result = await performPlugged(plugged, input, within: observation.call.id, for: action, at: caller)
            return try observation.end(with: result)
        }
    }

    /// Performs `plugged` with `call` as the enclosing call of any action it calls, on the
    /// caller's actor: a closure handed to `TaskLocal.withValue` runs there only when it
    /// captures the isolation, which the parameter is for.
    @inlinable
    static func performPlugged<A: AsyncAction>(
        _ plugged: AsyncHandler<A>?, _ input: A.Input, within call: ObservedCall.ID, for action: A.Type, at caller: CallerLocation,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Result<A.Output, any Error> {
        await ActionObservation.enclosingCall.withValue(call) {
            _ = isolation
            guard let plugged else { return .failure(unplugged(action, at: caller)) }
            do {
                return .success(try await plugged(input))
            } catch {
                return .failure(error)
            }
        }
    }

    // MARK: Sync

    @inlinable @inline(__always)
    static func perform<A: SyncAction>(_ action: A.Type, _ input: A.Input, at caller: CallerLocation) throws(A.Failure) -> A.Output {
        let registry = ActionStorage.registry
        if _slowPath(registry.anyObserver) { return try performObserved(action, input, at: caller) }
        return try performPlugged(action, input, in: registry, at: caller)
    }

    /// Calls the sync handler in place, borrowed from its slot, so a call costs no retain.
    ///
    /// It spells out what `ValueSlot.withValue` does, with the call written in each branch:
    /// passed as a closure, the call is not inlined into the replaced branch, and a re-plugged
    /// action then costs three extra calls.
    @inlinable @inline(__always)
    static func performPlugged<A: SyncAction>(
        _ action: A.Type, _ input: A.Input, in registry: Registry, at caller: CallerLocation
    ) throws(A.Failure) -> A.Output {
        if _slowPath(registry.overrides.anyAlive),
            let handler = ActionStorage.scopedHandler(for: action, as: SyncHandler<A>.self, at: caller)
        {
            do {
                return try handler(input)
            } catch {
                throw failure(of: action, error, at: caller)
            }
        }
        guard let slot = registry.installedSlot(for: ObjectIdentifier(action), as: SyncHandler<A>.self) else {
            throw unplugged(action, at: caller)
        }
        do {
            return try slot._withUnsafeGuaranteedRef { slot in
                if _fastPath(!slot.wasReplaced) { return try slot.first(input) }
                let borrow = slot.borrowLatest()
                defer { slot.endAfterCalling(borrow) }
                return try borrow.box._withUnsafeGuaranteedRef { try $0.value(input) }
            }
        } catch {
            throw failure(of: action, error, at: caller)
        }
    }

    /// An observed call: out of line, so the unobserved path stays as small as it was.
    @inlinable @inline(never)
    static func performObserved<A: SyncAction>(_ action: A.Type, _ input: A.Input, at caller: CallerLocation) throws(A.Failure) -> A.Output {
        let registry = ActionStorage.registry
        guard let observation = ActionObservation.begin(action, at: caller) else {
            return try performPlugged(action, input, in: registry, at: caller)
        }
        let result: Result<A.Output, A.Failure> = ActionObservation.enclosingCall.withValue(observation.call.id) {
            do throws(A.Failure) {
                return .success(try performPlugged(action, input, in: registry, at: caller))
            } catch {
                return .failure(error)
            }
        }
        return try observation.end(with: result)
    }

    // MARK: Failures

    /// The error an unplugged call throws: ``ActionError`` when the action's `Failure` can hold
    /// one (`any Error`); otherwise there is nothing to throw, and the call stops with the
    /// same message.
    @usableFromInline @inline(never)
    static func unplugged<A: Action>(_ action: A.Type, at caller: CallerLocation) -> A.Failure {
        let error = ActionError.notPlugged(action, calledAt: caller)
        if let failure = error as? A.Failure { return failure }
        let reason = A.Failure.self == Never.self
            ? "\(String(describing: action)) cannot fail, so its calls have no error to throw."
            : "\(String(describing: action)) throws only \(String(reflecting: A.Failure.self)), so its calls cannot throw ActionError."
        caller.stop("\(error.message) (\(reason))")
    }

    /// What the handler threw, as the action's `Failure`.
    ///
    /// Handlers are stored untyped (``SyncHandler``), but every plug overload only takes
    /// implementations whose errors are the action's `Failure`, so the cast always succeeds.
    @usableFromInline @inline(never)
    static func failure<A: Action>(of action: A.Type, _ error: any Error, at caller: CallerLocation) -> A.Failure {
        if let failure = error as? A.Failure { return failure }
        let promise = A.Failure.self == Never.self ? "cannot fail" : "throws only \(String(reflecting: A.Failure.self))"
        caller.stop("\(String(reflecting: action)) \(promise), yet its implementation threw \(error).")
    }
}
