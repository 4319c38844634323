import TrellisSupport
public import TrellisPlug

/// A stand-in for any action: it records every call and answers with what the test
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
///     await likePhoto.expectCalls([Photo(identifier: 7)])
/// }
/// ```
///
/// Plug it like any implementation: `$0.plug(LikePhoto.self, to: spy)` in a scope, or
/// `@Test(.plugging(LikePhoto.self, to: spy))`.
///
/// ## One vocabulary with the recorder
/// A spy is read like a ``RenderRecorder``, with a call where the recorder has a render:
/// ``calls``, ``lastCall``, ``callCount`` and ``uncheckedCalls`` read what arrived;
/// ``nextCall(timeout:fileID:filePath:line:column:)`` waits for one;
/// ``expectCalls(_:timeout:isolation:fileID:filePath:line:column:)`` checks every call since
/// the last check, exhaustively and awaiting calls still on their way, with a line-per-call
/// diff; and ``expectLastCall(_:timeout:fileID:filePath:line:column:)`` checks only the latest.
///
/// ## Nothing programmed
/// A spy never makes up an answer. Called before ``returning(_:)`` or `throwing(_:)`, it
/// fails the test at the line that created it — "LikePhoto spy was called with
/// Photo(identifier: 7) but no output was programmed; call spy.returning(…) or
/// spy.throwing(…) first" — and then throws an ``ActionSpyError``. An action whose
/// `Failure` is `Never` or its own error type cannot throw that error, so its spy is made
/// with ``init(_:fallback:fileID:filePath:line:column:)`` and returns the fallback after
/// failing the test; `ActionSpy(FormatLikes.self)` without a fallback does not compile.
///
/// A spy is `Sendable`: the feature may call it from any task while the test reads it.
public final class ActionSpy<A: Action>: Sendable {
    /// What the action hands over.
    public typealias Input = A.Input
    /// What the action gives back.
    public typealias Output = A.Output

    // MARK: - Recorded calls

    /// The input of every call, oldest first.
    public var calls: [A.Input] {
        log.values
    }

    /// The input of the latest call, or `nil` if it was never called.
    public var lastCall: A.Input? {
        log.values.last
    }

    /// How many times the spy was called.
    public var callCount: Int {
        log.values.count
    }

    /// The calls after the cursor: the ones no `nextCall()` or expectation has checked yet.
    public var uncheckedCalls: ArraySlice<A.Input> {
        log.unchecked
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
        response.withLock { $0 = .fixed(.success(output)) }
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
        response.withLock { $0 = .computed(answer) }
        return self
    }

    /// A spy that answers with `fallback` when nothing was programmed, for actions that cannot
    /// throw ``ActionSpyError``.
    ///
    /// ```swift
    /// let formatLikes = ActionSpy(FormatLikes.self, fallback: "")   // Failure == Never
    /// ```
    ///
    /// An unprogrammed call still fails the test; the fallback only lets the feature go on.
    ///
    /// - Parameters:
    ///   - action: The action the spy stands for.
    ///   - fallback: What an unprogrammed call returns.
    ///   - fileID: The file that makes the spy, where an unprogrammed call is reported; leave
    ///     the default.
    ///   - filePath: Its full path, for XCTest and Xcode; leave the default.
    ///   - line: Its line; leave the default.
    ///   - column: Its column; leave the default.
    public convenience init(
        _ action: A.Type = A.self,
        fallback: A.Output,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.init(
            answeringUnprogrammedCallsWith: fallback,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    // MARK: - Internal

    /// One answer for every call, or one worked out from each input.
    private enum Response {
        case fixed(Result<A.Output, any Error>)
        case computed(@Sendable (A.Input) -> A.Output)
    }

    /// The calls, the cursor and the tests waiting for calls.
    let log = RecordLog<A.Input>(
        RecordVocabulary(singular: "call", plural: "calls", subject: "to \(typeName(A.self))", holder: "the spy")
    )
    /// What the spy answers with.
    private let response = Lock<Response?>(nil)
    private let fallback: A.Output?
    /// Where the spy was made: an unprogrammed call is reported there.
    private let site: CallSite

    init(answeringUnprogrammedCallsWith fallback: A.Output?, at site: CallSite) {
        self.fallback = fallback
        self.site = site
    }

    /// Records `input` and returns the programmed answer; with nothing programmed, fails the
    /// test and answers with the fallback or an ``ActionSpyError``.
    func respond(to input: A.Input) -> Result<A.Output, any Error> {
        log.append(input)
        switch response.withLock({ $0 }) {
        case let .fixed(result): return result
        case let .computed(answer): return .success(answer(input))
        case nil: break
        }
        let error = ActionSpyError.nothingProgrammed(A.self, input: input, fallback: fallback)
        recordFailure(error.message, at: site)
        if let fallback { return .success(fallback) }
        return .failure(error)
    }
}

// MARK: - Making

extension ActionSpy where A.Failure == any Error {
    /// A spy for an action that may throw, async or sync, with nothing programmed yet.
    ///
    /// ```swift
    /// let likePhoto = ActionSpy(LikePhoto.self)
    /// let countLikes = ActionSpy(CountLikes.self)
    /// ```
    ///
    /// - Parameters:
    ///   - action: The action the spy stands for.
    ///   - fileID: The file that makes the spy, where an unprogrammed call is reported; leave
    ///     the default.
    ///   - filePath: Its full path, for XCTest and Xcode; leave the default.
    ///   - line: Its line; leave the default.
    ///   - column: Its column; leave the default.
    public convenience init(
        _ action: A.Type = A.self,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.init(
            answeringUnprogrammedCallsWith: nil,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

}

extension ActionSpy where A.Failure == Never {
    /// Unavailable: an action that cannot fail has no error for an unprogrammed call to throw.
    @available(
        *, unavailable,
        message: "an action that cannot fail has no error for an unprogrammed call to throw; make its spy with ActionSpy(_:fallback:)"
    )
    public convenience init(_ action: A.Type = A.self) {
        fatalError("Trellis: unavailable")
    }
}

extension ActionSpy {
    /// Makes every call from now on throw `error`, of the type the action may throw.
    ///
    /// - Returns: The spy.
    @discardableResult
    public func throwing(_ error: A.Failure) -> Self {
        response.withLock { $0 = .fixed(.failure(error)) }
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
