public import Trellis
import Synchronization
import GalleryDomain

/// The action observer behind a page's "What just happened" panel: while the page handles a
/// click it records every action called — which one, the line that called it, how long it
/// took and how it ended — and between clicks it records nothing.
///
/// Each page has one (``LivePage/actionTrace``), installed in the page's own scope by
/// ``LivePage/observingActions(_:)``: it sees the calls of its page's module and of the tasks
/// the module starts, and never those of another page, even one open on the same photo. The
/// page opens a click with ``begin()`` and closes it with ``end()``, which hands back what was
/// recorded.
///
/// Calls are listed in the order they started. A like lists `LikePhoto` alone: the action
/// reads the count it left in its own transaction, and the count ``LikeUpdates`` hands every
/// page on the photo, this one included, is read once by the hub for all of them, which is no
/// page's call. A page told of another tab's like while one of its own clicks runs draws the
/// likes again, and lists no call for it.
public final class ActionTrace: ActionObserver {
    /// One action call made during a click.
    public struct Call: Hashable, Sendable {
        /// The action, as written in code: `LikePhoto`.
        public let action: String
        /// The file and line that called it: `PhotoInteractor.swift:36`. It names the
        /// part of the pattern the click went through.
        public let caller: String
        /// How it ended — `returned`, `returned LikeCount`, `threw GalleryError: …` — or `nil`
        /// while it runs.
        public fileprivate(set) var outcome: String?
        /// Whether it threw.
        public fileprivate(set) var failed = false
        /// How long its implementation took, or `nil` while it runs.
        public fileprivate(set) var duration: Duration?
    }

    private struct State {
        /// `nil` between clicks.
        var calls: [Call]?
        var indices: [ObservedCall.ID: Int] = [:]
    }

    private let state = Mutex(State())

    /// A trace that records nothing until ``begin()``.
    public init() {}

    /// Starts recording a click, forgetting any click left open.
    public func begin() {
        state.withLock { $0 = State(calls: []) }
    }

    /// Stops recording and returns the click's calls, in the order they started.
    @discardableResult
    public func end() -> [Call] {
        state.withLock { state in
            defer { state = State() }
            return state.calls ?? []
        }
    }

    // MARK: - ActionObserver

    /// Records the call, if a click is open: its action and the line that called it.
    public func willPerform(_ call: ObservedCall) {
        let caller = String(describing: call.caller)
        let recorded = Call(action: call.actionName, caller: caller.split(separator: "/").last.map(String.init) ?? caller)
        state.withLock { state in
            guard state.calls != nil else { return }
            state.indices[call.id] = state.calls?.count
            state.calls?.append(recorded)
        }
    }

    /// Records how the call ended and how long it took, if it was recorded when it started.
    public func didPerform(_ call: ObservedCall, outcome: ActionOutcome, duration: Duration) {
        let (text, failed) = Self.describe(outcome)
        state.withLock { state in
            guard let index = state.indices.removeValue(forKey: call.id), let count = state.calls?.count, index < count else { return }
            state.calls?[index].outcome = text
            state.calls?[index].failed = failed
            state.calls?[index].duration = duration
        }
    }

    /// "returned" for an action without output, "returned LikeCount", "threw GalleryError:
    /// There is no photo 5."; and whether it threw. Only what ``shownText(of:)`` allows is
    /// shown: another error is named by its type, as its text may carry what no page should.
    package static func describe(_ outcome: ActionOutcome) -> (String, failed: Bool) {
        switch outcome {
        case let .returned(type):
            let name = String(describing: type)
            return (name == "()" ? "returned" : "returned \(name)", false)
        case let .threw(error):
            let type = String(describing: Swift.type(of: error))
            return (shownText(of: error).map { "threw \(type): \($0)" } ?? "threw \(type)", true)
        }
    }
}
