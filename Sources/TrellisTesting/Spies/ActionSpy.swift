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
/// ## Answers in order
/// ``then`` puts the next answer after the ones before it, so a retry needs no hand-written
/// fake:
///
/// ```swift
/// let chargeCard = ActionSpy(ChargeCard.self)
///     .throwing(GatewayError.timeout)
///     .then.throwing(GatewayError.timeout)
///     .then.returning(receipt)
/// ```
///
/// The first call throws, so does the second, the third returns `receipt`: a chain with
/// `.then` is a script of one answer per call, in order. A call after the last is a failure,
/// not a repeat — "ChargeCard spy (made at ChargeTests.swift:12) was called a 4th time, with
/// …, but its script had only 3 answers; …" at the line that made the spy — so a feature that
/// retries once too often is caught. `throwing` takes only the action's `Failure`, in a
/// script as everywhere.
///
/// ## Nothing programmed
/// A spy never makes up an answer. Called before ``returning(_:)`` or ``throwing(_:)``, it
/// fails the test at the line that created it — "LikePhoto spy was called with
/// Photo(identifier: 7) but no output was programmed; call spy.returning(…) or
/// spy.throwing(…) first" — and then throws an ``ActionSpyError``; a call after the end of a
/// script does the same. An action whose
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
        program(.always(.fixed(.success(output))))
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
        program(.always(.computed(answer)))
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

    /// One answer: the same whatever the input, or worked out from it.
    private enum Answer {
        case fixed(Result<A.Output, any Error>)
        case computed(@Sendable (A.Input) -> A.Output)
    }

    /// What the spy answers with.
    private enum Program {
        /// The same answer to every call.
        case always(Answer)
        /// One answer per call, in order; `next` is the one the next call gets.
        case script([Answer], next: Int)
    }

    /// The program, and how many calls it was asked to answer.
    private struct Programmed {
        var program: Program?
        var callCount = 0
    }

    /// What a call gets from the program.
    private enum Outcome {
        case answer(Answer)
        case nothingProgrammed
        case scriptRanOut(answers: Int, call: Int)
    }

    /// The calls, the cursor and the tests waiting for calls.
    let log = RecordLog<A.Input>(
        RecordVocabulary(singular: "call", plural: "calls", subject: "to \(typeName(A.self))", holder: "the spy")
    )
    /// What the spy answers with.
    private let programmed = Lock(Programmed())
    private let fallback: A.Output?
    /// Where the spy was made: an unprogrammed call is reported there.
    private let site: CallSite

    init(answeringUnprogrammedCallsWith fallback: A.Output?, at site: CallSite) {
        self.fallback = fallback
        self.site = site
    }

    /// Replaces what the spy answers with.
    private func program(_ program: Program) -> Self {
        programmed.withLock { $0.program = program }
        return self
    }

    /// Adds `answer` after the answers programmed so far, making them a script if they were
    /// not one.
    private func append(_ answer: Answer) -> Self {
        programmed.withLock { state in
            switch state.program {
            case nil: state.program = .script([answer], next: 0)
            case let .always(first): state.program = .script([first, answer], next: 0)
            case let .script(answers, next): state.program = .script(answers + [answer], next: next)
            }
        }
        return self
    }

    /// Records `input` and returns the programmed answer; with nothing programmed, or after the
    /// end of a script, fails the test and answers with the fallback or an ``ActionSpyError``.
    func respond(to input: A.Input) -> Result<A.Output, any Error> {
        log.append(input)
        let outcome = programmed.withLock { state -> Outcome in
            state.callCount += 1
            switch state.program {
            case let .always(answer):
                return .answer(answer)
            case let .script(answers, next) where next < answers.count:
                state.program = .script(answers, next: next + 1)
                return .answer(answers[next])
            case let .script(answers, _):
                return .scriptRanOut(answers: answers.count, call: state.callCount)
            case nil:
                return .nothingProgrammed
            }
        }
        let error: ActionSpyError
        switch outcome {
        case let .answer(.fixed(result)):
            return result
        case let .answer(.computed(answer)):
            // Outside the lock, so the closure may read the spy.
            return .success(answer(input))
        case .nothingProgrammed:
            error = .nothingProgrammed(A.self, input: input, fallback: fallback)
        case let .scriptRanOut(answers, call):
            error = .scriptRanOut(A.self, input: input, call: call, answers: answers, madeAt: site, fallback: fallback)
        }
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
        program(.always(.fixed(.failure(error))))
    }
}

// MARK: - Scripts

extension ActionSpy {
    /// The answer to the call after the ones programmed so far: a chain with `then` is a
    /// script of one answer per call, in order.
    ///
    /// ```swift
    /// let chargeCard = ActionSpy(ChargeCard.self)
    ///     .throwing(GatewayError.timeout)         // the 1st call throws
    ///     .then.throwing(GatewayError.timeout)    // so does the 2nd
    ///     .then.returning(receipt)                // the 3rd returns receipt
    /// ```
    ///
    /// Each answer serves one call. A call after the last one fails the test at the line
    /// that made the spy, naming the call and its input, and throws an ``ActionSpyError`` —
    /// or returns the fallback of a spy made with ``init(_:fallback:fileID:filePath:line:column:)``;
    /// a script never repeats its last answer. The answers before `then` become the script's
    /// first: what ``returning(_:)``, ``throwing(_:)`` or ``answering(_:)`` programmed, which
    /// without `then` answers every call. Programming without `then` afterwards replaces the
    /// whole script.
    public var then: Then {
        Then(spy: self)
    }

    /// The next answer of a spy's script: ``ActionSpy/then`` gives one, its ``returning(_:)``
    /// or ``throwing(_:)`` says what the call gets.
    public struct Then: Sendable {
        let spy: ActionSpy

        /// Makes the call after the answers programmed so far return `output`.
        ///
        /// - Returns: The spy, so the script can go on with another `then`.
        @discardableResult
        public func returning(_ output: A.Output) -> ActionSpy {
            spy.append(.fixed(.success(output)))
        }

        /// Makes the call after the answers programmed so far throw `error`, of the type the
        /// action may throw.
        ///
        /// - Returns: The spy, so the script can go on with another `then`.
        @discardableResult
        public func throwing(_ error: A.Failure) -> ActionSpy {
            spy.append(.fixed(.failure(error)))
        }
    }
}

extension ActionSpy.Then where A.Output == Void {
    /// Makes the call after the answers programmed so far succeed, for actions with no output.
    ///
    /// ```swift
    /// let likePhoto = ActionSpy(LikePhoto.self).throwing(LikeFailed()).then.returning()
    /// ```
    ///
    /// - Returns: The spy, so the script can go on with another `then`.
    @discardableResult
    public func returning() -> ActionSpy {
        returning(())
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
