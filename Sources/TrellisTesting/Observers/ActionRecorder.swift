import TrellisSupport
public import TrellisPlug

/// An `ActionObserver` (TrellisPlug) that records every action call made where it observes, in
/// the order the calls started, for assertions across actions: "liking a photo counts its likes,
/// then formats them".
///
/// ```swift
/// import Testing
/// import Trellis
/// import TrellisTesting
///
/// enum LikePhoto: AsyncAction { typealias Input = Int }
/// enum CountLikes: SyncAction { typealias Input = Int; typealias Output = Int }
///
/// func tapLike(_ photo: Int) async throws -> Int {
///     try await action(LikePhoto.self, photo)
///     return try action(CountLikes.self, photo)
/// }
///
/// @Test func likingAPhotoRefreshesItsCount() async throws {
///     let recorder = ActionRecorder()
///     try await withOverrides {
///         $0.observeActions(recorder)
///         $0.plug(LikePhoto.self) { _ in }
///         $0.plug(CountLikes.self) { _ in 1 }
///     } operation: {
///         _ = try await tapLike(7)
///     }
///     await recorder.expectCalls([LikePhoto.self, CountLikes.self])
/// }
/// ```
///
/// Install it in a scope — `$0.observeActions(recorder)` in `withOverrides`, or
/// `@Test(.observingActions(recorder))` — and it records the calls made in that scope and in
/// the tasks it starts, never those of tests running beside it. Where an ``ActionSpy`` checks
/// the inputs one action received, a recorder checks which actions were called and in what
/// order, nested calls included (a call made by an implementation comes right after the call
/// that made it).
///
/// ## One vocabulary with the spy
/// ``calls``, ``callCount`` and ``uncheckedCalls`` read what was recorded;
/// ``nextCall(timeout:fileID:filePath:line:column:)`` waits for the next call;
/// ``expectCalls(_:timeout:isolation:fileID:filePath:line:column:)`` checks every call since
/// the last check, exhaustively and awaiting calls still on their way, with a line-per-call
/// diff.
///
/// A recorder is `Sendable`: the feature may call actions from any task while the test reads it.
public final class ActionRecorder: ActionObserver, Sendable {
    /// One recorded call: the call, and once it ended, how and how long it took.
    public struct Call: Sendable, CustomStringConvertible {
        /// The call as observers were told about it: the action, the input's type, the line.
        public let call: ObservedCall
        /// How the call ended, or `nil` while it is still running.
        public internal(set) var outcome: ActionOutcome?
        /// How long the implementation took, or `nil` while it is still running.
        public internal(set) var duration: Duration?

        /// The action's name as written in code: `"LikePhoto"`.
        public var actionName: String { call.actionName }

        /// `"LikePhoto(Photo) returned ()"`, or `"… running"` before it ended.
        public var description: String {
            "\(call.actionName)(\(String(describing: call.inputType))) \(outcome.map(String.init(describing:)) ?? "running")"
        }
    }

    /// A recorder with nothing recorded yet.
    public init() {}

    // MARK: - Recorded calls

    /// Every call, in the order the calls started.
    public var calls: [Call] {
        state.withLock { $0.calls }
    }

    /// How many calls were recorded.
    public var callCount: Int {
        state.withLock { $0.calls.count }
    }

    /// The calls after the cursor: the ones no `nextCall()` or expectation has checked yet.
    public var uncheckedCalls: ArraySlice<Call> {
        let checked = log.checkedCount
        return state.withLock { $0.calls[min(checked, $0.calls.count)...] }
    }

    // MARK: - ActionObserver

    /// Records the call.
    public func willPerform(_ call: ObservedCall) {
        state.withLock { state in
            state.indices[call.id] = state.calls.count
            state.calls.append(Call(call: call))
            // Under the recorder's lock, so the calls and the log keep one order.
            log.append(RecordedAction(call.action))
        }
    }

    /// Records how the call ended.
    public func didPerform(_ call: ObservedCall, outcome: ActionOutcome, duration: Duration) {
        state.withLock { state in
            guard let index = state.indices.removeValue(forKey: call.id) else { return }
            state.calls[index].outcome = outcome
            state.calls[index].duration = duration
        }
    }

    // MARK: - Internal

    private struct State {
        var calls: [Call] = []
        /// Where each running call is in `calls`.
        var indices: [ObservedCall.ID: Int] = [:]
    }

    private let state = Lock(State())

    /// The actions called, with the cursor and the tests waiting for calls.
    let log = RecordLog<RecordedAction>(
        RecordVocabulary(
            singular: "action call",
            plural: "action calls",
            subject: "in the recorder's scope",
            holder: "the recorder",
            whenNoneReceived: """
                The recorder sees only the calls made where it observes: install it with \
                `withOverrides { $0.observeActions(recorder) } operation: { … }` or \
                `@Test(.observingActions(recorder))`, and make the calls inside.
                """
        )
    )
}

// MARK: - CustomStringConvertible

extension ActionRecorder: CustomStringConvertible {
    /// `"ActionRecorder (3 calls)"`.
    public var description: String {
        let calls = callCount
        return "ActionRecorder (\(calls) call\(calls == 1 ? "" : "s"))"
    }
}

/// An action as a recorder compares it: by identity, printed by name.
struct RecordedAction: Equatable, Sendable, CustomStringConvertible {
    let id: ObjectIdentifier
    let description: String

    init(_ action: any Action.Type) {
        id = ObjectIdentifier(action)
        description = typeName(action)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
}
