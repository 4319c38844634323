import Synchronization
import Trellis

/// `exit-inside-call`: a thread that ends in the middle of a call.
///
/// `pthread_exit` inside an implementation skips the engine's `end(_:)`, so the ending
/// thread's hazard word still announces the box it was calling and its depth still counts
/// the call. Writers never free an announced box, so unless the engine clears the record when
/// the thread ends, that implementation stays alive for good; and the next thread to take the
/// record starts one word deeper (at 6eafb06, past 16 every one of its reads took a locked path).
/// Each repetition re-plugs, ends a thread inside a call, lets another thread take its record
/// (and times its replaced reads against a fresh thread's), re-plugs twice more and checks
/// that the implementation the ended thread was running was freed.
enum ExitInsideCall {
    static let name = "exit-inside-call"
    static let repetitions = 20
    /// Replaced reads timed on each of the two threads.
    static let timedReads = 200_000

    static func run(_ options: Options) -> Bool {
        Writes.installAndReplaceOnce()
        var pinned = 0
        var worstRatio = 0.0
        var last = (heir: 0.0, fresh: 0.0)
        for repetition in 1...repetitions {
            let running = Writes.replugImplementation()
            PThread.start {
                var input = CallInput(tally: ThreadTally())
                input.endsThread = true
                _ = action(StressCall.self, input)
            }.join()
            last = timeHeirAndFreshReads()
            Writes.replugImplementation()
            Writes.replugImplementation()
            let freed = Trackers.implementations.isFreed(running)
            if !freed { pinned += 1 }
            worstRatio = max(worstRatio, last.heir / last.fresh)
            printNow(
                "\(name): repetition \(repetition): the implementation the ended thread ran is \(freed ? "freed" : "still alive"); "
                    + "replaced reads \(oneDecimal(last.heir)) ns on the inheriting thread, \(oneDecimal(last.fresh)) ns on a fresh one")
            Watchdog.tick()
        }
        let figures = "\(repetitions) threads ended inside a call, \(pinned) of the implementations they ran still alive after two re-plugs; "
            + "replaced reads \(oneDecimal(last.heir)) ns on the inheriting thread vs \(oneDecimal(last.fresh)) ns on a fresh one "
            + "(\(oneDecimal(last.heir / last.fresh))x at the last repetition, \(oneDecimal(worstRatio))x at most; informational)"
        return report(pinned == 0, name, figures)
    }

    /// Nanoseconds per replaced read on a thread started next, which takes the ended thread's
    /// record, and on a thread started while that one still holds it, which cannot.
    private static func timeHeirAndFreshReads() -> (heir: Double, fresh: Double) {
        let handoff = Handoff()
        let heir = PThread.start {
            handoff.heirNanoseconds.store(timeReads(), ordering: .relaxed)
            handoff.heirTimed.store(true, ordering: .releasing)
            let clock = Stopwatch()
            while !handoff.released.load(ordering: .acquiring), clock.seconds < 60 { sleep(milliseconds: 1) }
        }
        let clock = Stopwatch()
        while !handoff.heirTimed.load(ordering: .acquiring), clock.seconds < 60 { sleep(milliseconds: 1) }
        PThread.start { handoff.freshNanoseconds.store(timeReads(), ordering: .relaxed) }.join()
        handoff.released.store(true, ordering: .releasing)
        heir.join()
        return (
            Double(handoff.heirNanoseconds.load(ordering: .relaxed)) / Double(timedReads),
            Double(handoff.freshNanoseconds.load(ordering: .relaxed)) / Double(timedReads)
        )
    }

    /// Nanoseconds the calling thread takes for ``timedReads`` replaced reads, after a warm-up.
    private static func timeReads() -> Int {
        var sink = 0
        for _ in 0..<1_000 { sink &+= InjectedValues[\.stressValue].sequence }
        let clock = Stopwatch()
        for _ in 0..<timedReads { sink &+= InjectedValues[\.stressValue].sequence }
        let nanoseconds = Int(clock.seconds * 1e9)
        return sink == .min ? nanoseconds + 1 : nanoseconds  // keeps the reads
    }

    /// What the two timed threads and the main thread tell each other.
    private final class Handoff: Sendable {
        let heirTimed = Atomic<Bool>(false)
        let released = Atomic<Bool>(false)
        let heirNanoseconds = Atomic<Int>(0)
        let freshNanoseconds = Atomic<Int>(0)
    }
}
