import TrellisSupport
public import Testing
public import TrellisPlug

/// A stand-in for any action: it records every input and answers with what the test
/// programmed.
///
/// ```swift
/// @Test func likingAPhotoSendsIt() async throws {
///     let likePhoto = ActionSpy(LikePhoto.self).returning()
///     try await withOverrides {
///         $0.plug(LikePhoto.self, to: likePhoto)
///     } operation: {
///         try await Photo(identifier: 7).like()
///     }
///     #expect(likePhoto.inputs == [Photo(identifier: 7)])
/// }
/// ```
///
/// Plug it like any implementation: `$0.plug(LikePhoto.self, to: spy)` in a scope, or
/// `@Test(.plugging(LikePhoto.self, to: spy))`.
///
/// ## Nothing programmed
/// A spy never makes up an answer. Called before ``returning(_:)`` or `throwing(_:)`, it
/// records an issue at the line that created it — "LikePhoto spy was called with
/// Photo(identifier: 7) but no output was programmed; call spy.returning(…) or
/// spy.throwing(…) first" — and then throws an ``ActionSpyError``. A sync action whose
/// `Failure` is `Never` or its own error type cannot throw that error, so its spy is made
/// with ``init(_:fallback:sourceLocation:)`` and returns the fallback after recording the
/// issue; `ActionSpy(FormatLikes.self)` without a fallback does not compile.
///
/// A spy is `Sendable`: the feature may call it from any task while the test reads it.
public final class ActionSpy<A: Action>: Sendable {
    /// What the action hands over.
    public typealias Input = A.Input
    /// What the action gives back.
    public typealias Output = A.Output

    // MARK: - Recorded calls

    /// Every input the spy was called with, oldest first.
    public var inputs: [A.Input] {
        state.withLock { $0.inputs }
    }

    /// How many times the spy was called.
    public var callCount: Int {
        state.withLock { $0.inputs.count }
    }

    /// The input of the latest call, or `nil` if it was never called.
    public var lastInput: A.Input? {
        state.withLock { $0.inputs.last }
    }

    // MARK: - Programming

    /// Makes every call from now on return `output`.
    ///
    /// ```swift
    /// let countLikes = ActionSpy(CountLikes.self).returning(3)
    /// ```
    ///
    /// - Returns: The spy, so it can be programmed where it is made.
    @discardableResult
    public func returning(_ output: A.Output) -> Self {
        state.withLock { $0.response = .fixed(.success(output)) }
        return self
    }

    /// Makes every call from now on return what `answer` gives for its input, for tests whose
    /// answer depends on what the feature asks.
    ///
    /// ```swift
    /// let countLikes = ActionSpy(CountLikes.self).answering { photo in photo.likes + 1 }
    /// ```
    ///
    /// `answer` runs outside the spy's lock, so it may read the spy.
    ///
    /// - Returns: The spy, so it can be programmed where it is made.
    @discardableResult
    public func answering(_ answer: @escaping @Sendable (A.Input) -> A.Output) -> Self {
        state.withLock { $0.response = .computed(answer) }
        return self
    }

    /// A spy that answers with `fallback` when nothing was programmed, for actions that cannot
    /// throw ``ActionSpyError``.
    ///
    /// ```swift
    /// let formatLikes = ActionSpy(FormatLikes.self, fallback: "")   // Failure == Never
    /// ```
    ///
    /// An unprogrammed call still records an issue; the fallback only lets the feature go on.
    ///
    /// - Parameters:
    ///   - action: The action the spy stands for.
    ///   - fallback: What an unprogrammed call returns.
    ///   - sourceLocation: Where issues about this spy are reported; leave the default.
    public convenience init(
        _ action: A.Type = A.self,
        fallback: A.Output,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.init(answeringUnprogrammedCallsWith: fallback, sourceLocation: sourceLocation)
    }

    // MARK: - Internal

    /// What the spy answers with.
    private struct State {
        var inputs: [A.Input] = []
        var response: Response?
    }

    /// One answer for every call, or one worked out from each input.
    private enum Response {
        case fixed(Result<A.Output, any Error>)
        case computed(@Sendable (A.Input) -> A.Output)
    }

    private let state = Lock(State())
    private let fallback: A.Output?
    private let sourceLocation: SourceLocation

    init(answeringUnprogrammedCallsWith fallback: A.Output?, sourceLocation: SourceLocation) {
        self.fallback = fallback
        self.sourceLocation = sourceLocation
    }

    /// Records `input` and returns the programmed answer; with nothing programmed, records an
    /// issue and answers with the fallback or an ``ActionSpyError``.
    func respond(to input: A.Input) -> Result<A.Output, any Error> {
        let response = state.withLock { state in
            state.inputs.append(input)
            return state.response
        }
        switch response {
        case let .fixed(result): return result
        case let .computed(answer): return .success(answer(input))
        case nil: break
        }
        let error = ActionSpyError.nothingProgrammed(A.self, input: input, fallback: fallback)
        Issue.record(message: error.message, at: sourceLocation)
        if let fallback { return .success(fallback) }
        return .failure(error)
    }
}

// MARK: - Making

extension ActionSpy where A: AsyncAction {
    /// A spy for an async action, with nothing programmed yet.
    ///
    /// ```swift
    /// let likePhoto = ActionSpy(LikePhoto.self)
    /// ```
    ///
    /// - Parameters:
    ///   - action: The action the spy stands for.
    ///   - sourceLocation: Where issues about this spy are reported; leave the default.
    public convenience init(_ action: A.Type = A.self, sourceLocation: SourceLocation = #_sourceLocation) {
        self.init(answeringUnprogrammedCallsWith: nil, sourceLocation: sourceLocation)
    }

    /// Makes every call from now on throw `error`.
    ///
    /// - Returns: The spy.
    @discardableResult
    public func throwing(_ error: any Error) -> Self {
        state.withLock { $0.response = .fixed(.failure(error)) }
        return self
    }
}

extension ActionSpy where A: SyncAction, A.Failure == any Error {
    /// A spy for a sync action that may throw, with nothing programmed yet.
    ///
    /// ```swift
    /// let countLikes = ActionSpy(CountLikes.self)
    /// ```
    ///
    /// - Parameters:
    ///   - action: The action the spy stands for.
    ///   - sourceLocation: Where issues about this spy are reported; leave the default.
    public convenience init(_ action: A.Type = A.self, sourceLocation: SourceLocation = #_sourceLocation) {
        self.init(answeringUnprogrammedCallsWith: nil, sourceLocation: sourceLocation)
    }
}

extension ActionSpy where A: SyncAction, A.Failure == Never {
    /// Unavailable: an action that cannot fail has no error for an unprogrammed call to throw.
    @available(
        *, unavailable,
        message: "an action that cannot fail has no error for an unprogrammed call to throw; make its spy with ActionSpy(_:fallback:)"
    )
    public convenience init(_ action: A.Type = A.self, sourceLocation: SourceLocation = #_sourceLocation) {
        self.init(answeringUnprogrammedCallsWith: nil, sourceLocation: sourceLocation)
    }
}

extension ActionSpy where A: SyncAction {
    /// Makes every call from now on throw `error`.
    ///
    /// - Returns: The spy.
    @discardableResult
    public func throwing(_ error: A.Failure) -> Self {
        state.withLock { $0.response = .fixed(.failure(error)) }
        return self
    }
}

extension ActionSpy where A.Output == Void {
    /// Makes every call from now on succeed, for actions with no output.
    ///
    /// ```swift
    /// let likePhoto = ActionSpy(LikePhoto.self).returning()
    /// ```
    ///
    /// - Returns: The spy.
    @discardableResult
    public func returning() -> Self {
        returning(())
    }
}

// MARK: - CustomStringConvertible

extension ActionSpy: CustomStringConvertible {
    /// `"LikePhoto spy (2 calls)"`.
    public var description: String {
        let calls = callCount
        return "\(typeName(A.self)) spy (\(calls) call\(calls == 1 ? "" : "s"))"
    }
}
