/// Sees every action call: which action, with which input type, from which line, how long it
/// took and how it ended. For logging, metrics, tracing, and tests that check the order in
/// which a feature calls its use cases.
///
/// ```swift
/// import Trellis
///
/// struct PrintingObserver: ActionObserver {
///     func didPerform(_ call: ObservedCall, outcome: ActionOutcome, duration: Duration) {
///         print("\(call.actionName) \(outcome) in \(duration)")
///     }
/// }
///
/// InjectedValues.install { $0.observeActions(PrintingObserver()) }   // every call of the process
/// ```
///
/// Install it with `InjectedValues.observeActions(_:)` in any update
/// closure: for the process in `InjectedValues.install`, or for one scope of work in
/// `withOverrides`, where it sees only the calls made in that scope and the tasks it starts,
/// so a test observes its own calls and never those of tests running beside it.
///
/// ## Spans
/// ``willPerform(_:)`` runs before the implementation and ``didPerform(_:outcome:duration:)``
/// after it, with the same ``ObservedCall``: its ``ObservedCall/id`` opens and closes a span,
/// and its ``ObservedCall/parentID`` names the call whose implementation made this one, so
/// nested calls form a tree. Both run on the caller's thread, inside the call, so they should
/// be quick: hand slow work (writing a file, sending metrics) to a task or a queue of your own.
///
/// ## Values stay private
/// An observer is told the *types* of an action's input and output and the error it threw,
/// never the input or the output themselves: a logger cannot write a user's data by accident,
/// and observing boxes nothing per call.
///
/// ## Cost
/// While no observer is installed anywhere, a call costs what it costs without this feature:
/// one relaxed load of a count. Each observed call reads the clock twice and looks its
/// observers up once.
public protocol ActionObserver: Sendable {
    /// Called before the implementation runs. Does nothing unless implemented.
    func willPerform(_ call: ObservedCall)

    /// Called once the implementation returned or threw.
    ///
    /// - Parameters:
    ///   - call: The call, as ``willPerform(_:)`` saw it.
    ///   - outcome: The output's type, or the error thrown (``ActionError`` for an action that
    ///     was not plugged).
    ///   - duration: From just before the implementation was looked up to just after it
    ///     returned, observers excluded.
    func didPerform(_ call: ObservedCall, outcome: ActionOutcome, duration: Duration)
}

extension ActionObserver {
    /// Does nothing: an observer that only needs finished calls implements
    /// ``ActionObserver/didPerform(_:outcome:duration:)`` alone.
    public func willPerform(_ call: ObservedCall) {}
}
