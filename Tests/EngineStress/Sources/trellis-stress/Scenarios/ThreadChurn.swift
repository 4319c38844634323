import Synchronization
import Trellis

/// `thread-churn`: thousands of short-lived threads reading while a writer replaces.
///
/// Every thread claims a record from the engine, reads and calls through it for a moment,
/// and ends, handing the record to a later thread: a record must come back clean (no hazard
/// word, depth or builder left from its last owner) however many owners it has had. Same
/// checks as `readers-writers`.
enum ThreadChurn {
    static let name = "thread-churn"
    static let threads = 5_000
    static let atOnce = 4
    static let roundsPerThread = 50
    static let timeLimit = 120.0

    static func run(_ options: Options) -> Bool {
        Writes.installAndReplaceOnce()
        let total = Tally()
        let writer = Replacer()
        let writerThread = writer.start(yieldingEvery: 1)
        let clock = Stopwatch()
        var running: [PThread] = []
        var started = 0
        while started < threads, clock.seconds < timeLimit {
            if running.count == atOnce { running.removeFirst().join() }
            let seed = started + 1
            running.append(PThread.start { readBriefly(seed: seed, into: total) })
            started += 1
            if started % 1_000 == 0 {
                printNow("\(name): \(grouped(started)) threads started, \(grouped(writer.replacements)) replacements")
            }
        }
        for thread in running { thread.join() }
        let seconds = clock.seconds
        writer.stop()
        writerThread.join()

        let limited = started < threads ? " (stopped at the \(Int(timeLimit)) s limit)" : ""
        return report(
            total.problems == 0, name,
            "\(grouped(started)) threads\(limited) in \(oneDecimal(seconds)) s, \(grouped(total.reads.load(ordering: .relaxed))) reads, "
                + "\(grouped(total.calls.load(ordering: .relaxed))) calls, \(grouped(writer.replacements)) replacements; "
                + total.problemFigures)
    }

    /// One short-lived thread: a few reads and calls, one of them nested past 16 levels.
    private static func readBriefly(seed: Int, into total: Tally) {
        var random = Xorshift(seed: seed)
        let tally = ThreadTally()
        for round in 0..<roundsPerThread {
            tally.check(InjectedValues[\.stressValue])
            var input = CallInput(tally: tally)
            input.readsInside = true
            input.depth = round == roundsPerThread / 2 ? 20 : random.next(below: 4)
            _ = action(StressCall.self, input)
        }
        Watchdog.tick()
        total.absorb(tally)
    }
}
