import Trellis

/// The key every stress scenario reads and replaces.
enum StressValueKey: InjectionKey {
    static let defaultValue = TrackedValue.keyDefault
}

extension InjectedValues {
    /// The stress key, read and written through a key path as the README spells it.
    var stressValue: TrackedValue {
        get { Self[StressValueKey.self] }
        set { Self[StressValueKey.self] = newValue }
    }
}

/// The action every stress scenario calls and re-plugs; it cannot fail, so calls need no `try`.
enum StressCall: SyncAction {
    typealias Input = CallInput
    typealias Output = Int
    typealias Failure = Never
}

/// What one call asks the implementation to do while it runs inside it.
struct CallInput: Sendable {
    /// The calling thread's tally, which the implementation reports to.
    let tally: ThreadTally
    /// How many more calls of ``StressCall`` to nest inside this one: past 16 the engine runs
    /// out of hazard words and takes its other path.
    var depth = 0
    /// Work to do inside the call, so a writer has time to replace and free meanwhile.
    var spin = 0
    /// Whether to give the processor away inside the call, for the same reason.
    var yields = false
    /// Whether to read ``StressValueKey`` inside the call (at every nested level).
    var readsInside = false
    /// Whether to end the thread inside the call, before the implementation touches itself.
    var endsThread = false

    init(tally: ThreadTally) {
        self.tally = tally
    }

    /// The input of the call nested one level deeper.
    var deeper: CallInput {
        var input = self
        input.depth -= 1
        return input
    }
}
