import Synchronization

/// What one thread saw: its reads and calls, and every way one of them went wrong.
///
/// Only its own thread touches it while it runs (a call carries it so nested calls report to
/// the same thread); its counts are summed into a ``Tally`` when the thread is done.
// @unchecked Sendable: one thread at a time, handed over by pthread_join or a key destructor.
final class ThreadTally: @unchecked Sendable {
    var reads = 0
    var calls = 0
    /// Reads that returned a value whose deinit had run.
    var freedValues = 0
    /// Calls that found the implementation they ran in freed.
    var freedImplementations = 0
    /// Reads that returned a value whose fields disagree.
    var torn = 0
    /// Reads or calls that reached an object the writer never installed (or garbage).
    var neverInstalled = 0
    /// Reads or calls that saw an older value or implementation than this thread saw before.
    var stale = 0
    /// Where the work done inside calls goes, so the optimiser keeps it.
    var sink = 0

    private var lastValue = Int.min
    private var lastImplementation = Int.min

    /// Checks a value just read.
    func check(_ value: TrackedValue) {
        reads += 1
        guard value.isWhole else {
            if value.magic == TrackedValue.expectedMagic { torn += 1 } else { neverInstalled += 1 }
            return
        }
        switch Trackers.values.state(of: value.id) {
        case .installed: break
        case .freed: freedValues += 1
        case .unused, .made, nil: neverInstalled += 1
        }
        if value.sequence < lastValue { stale += 1 } else { lastValue = value.sequence }
    }

    /// Checks the implementation a call just entered; false when it was already freed.
    func entered(id: Int, sequence: Int, magic: UInt) -> Bool {
        calls += 1
        guard magic == TrackedImplementation.expectedMagic, let state = Trackers.implementations.state(of: id) else {
            neverInstalled += 1
            return false
        }
        if state != .installed && state != .freed { neverInstalled += 1 }
        if sequence < lastImplementation { stale += 1 } else { lastImplementation = sequence }
        return state != .freed
    }
}

/// The counts of every thread of a scenario, summed as each thread ends.
final class Tally: Sendable {
    let reads = Atomic<Int>(0)
    let calls = Atomic<Int>(0)
    let freedValues = Atomic<Int>(0)
    let freedImplementations = Atomic<Int>(0)
    let torn = Atomic<Int>(0)
    let neverInstalled = Atomic<Int>(0)
    let stale = Atomic<Int>(0)
    private let sink = Atomic<Int>(0)

    /// Adds the counts of a thread that is done.
    func absorb(_ thread: ThreadTally) {
        reads.add(thread.reads, ordering: .relaxed)
        calls.add(thread.calls, ordering: .relaxed)
        freedValues.add(thread.freedValues, ordering: .relaxed)
        freedImplementations.add(thread.freedImplementations, ordering: .relaxed)
        torn.add(thread.torn, ordering: .relaxed)
        neverInstalled.add(thread.neverInstalled, ordering: .relaxed)
        stale.add(thread.stale, ordering: .relaxed)
        sink.wrappingAdd(thread.sink, ordering: .relaxed)
    }

    /// Every read or call that went wrong, whichever way.
    var problems: Int {
        freedValues.load(ordering: .relaxed) + freedImplementations.load(ordering: .relaxed)
            + torn.load(ordering: .relaxed) + neverInstalled.load(ordering: .relaxed) + stale.load(ordering: .relaxed)
    }

    /// The problems, each named, for a result line.
    var problemFigures: String {
        "\(grouped(freedImplementations.load(ordering: .relaxed))) calls reached a freed implementation, "
            + "\(grouped(freedValues.load(ordering: .relaxed))) reads a freed value, "
            + "\(grouped(torn.load(ordering: .relaxed))) torn, "
            + "\(grouped(neverInstalled.load(ordering: .relaxed))) never installed, "
            + "\(grouped(stale.load(ordering: .relaxed))) stale"
    }
}
