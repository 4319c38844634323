import Synchronization
import TrellisPlug

/// An observer that writes one line per event, for tests that check what observers are told.
final class CallLog: ActionObserver {
    /// `"will Name(Input) #id<-#parent"` and `"did Name returned Output"` lines, in order.
    var lines: [String] { state.withLock { $0.lines } }
    /// Every call, as `willPerform` saw it.
    var calls: [ObservedCall] { state.withLock { $0.calls } }
    /// Every outcome, in the order the calls ended.
    var outcomes: [ActionOutcome] { state.withLock { $0.outcomes } }

    /// Only calls of these actions are written, when given: a process-wide observer sees every
    /// test's calls.
    private let only: Set<ObjectIdentifier>?
    private let state = Mutex(State())

    private struct State {
        var lines: [String] = []
        var calls: [ObservedCall] = []
        var outcomes: [ActionOutcome] = []
    }

    init(only actions: [any Action.Type]? = nil) {
        only = actions.map { Set($0.map { ObjectIdentifier($0) }) }
    }

    func willPerform(_ call: ObservedCall) {
        guard keeps(call) else { return }
        state.withLock {
            $0.lines.append("will \(call.actionName)(\(call.inputType))")
            $0.calls.append(call)
        }
    }

    func didPerform(_ call: ObservedCall, outcome: ActionOutcome, duration: Duration) {
        guard keeps(call) else { return }
        state.withLock {
            $0.lines.append("did \(call.actionName) \(outcome)")
            $0.outcomes.append(outcome)
        }
    }

    private func keeps(_ call: ObservedCall) -> Bool {
        only?.contains(ObjectIdentifier(call.action)) ?? true
    }
}
