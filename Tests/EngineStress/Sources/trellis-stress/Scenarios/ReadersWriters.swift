import Synchronization
import Trellis

/// `readers-writers`: eight readers and one writer, for `--seconds`.
///
/// Readers read the replaced key and call the re-plugged action in a loop; the calls nest,
/// reading again at every level, and now and then deeper than the 16 hazard words a thread
/// has (20 to 40 levels), so both of the engine's read paths run under replacement. No read may
/// see a freed, torn or never-installed value, and no reader may see the values or the
/// implementations go backwards. Once every thread has stopped, with no write after the
/// writer's last, every value and implementation but the first (kept inline) and the latest
/// must be freed: those a read held when they were replaced, by that read's end. It guards the
/// fast paths against regressions more than it reproduces a known bug.
enum ReadersWriters {
    static let name = "readers-writers"
    static let readers = 8

    static func run(_ options: Options) -> Bool {
        Writes.installAndReplaceOnce()
        let total = Tally()
        let stop = StopFlag()
        let writer = Replacer()
        let writerThread = writer.start()
        let clock = Stopwatch()
        let threads = (0..<readers).map { index in
            PThread.start { readUntilStopped(seed: index + 1, stop: stop, into: total) }
        }
        var reported = 0.0
        while clock.seconds < options.seconds {
            sleep(milliseconds: 50)
            if clock.seconds - reported >= 1 {
                reported = clock.seconds
                printNow("\(name): \(oneDecimal(reported)) s, \(grouped(writer.replacements)) replacements")
            }
        }
        // The writer stops first, so the readers hold boxes its last replacements retired and
        // only their reads' ends can free them.
        writer.stop()
        writerThread.join()
        stop.set()
        for thread in threads { thread.join() }
        let seconds = clock.seconds

        let reads = total.reads.load(ordering: .relaxed)
        let calls = total.calls.load(ordering: .relaxed)
        let alive = (values: Trackers.values.unfreed, implementations: Trackers.implementations.unfreed)
        return report(
            total.problems == 0 && alive == (2, 2), name,
            "\(readers) readers, 1 writer, \(oneDecimal(seconds)) s: \(perSecond(reads, seconds)) reads/s, "
                + "\(perSecond(calls, seconds)) calls/s, \(perSecond(writer.replacements, seconds)) replacements/s; "
                + total.problemFigures
                + "; alive at the end: \(alive.values) values, \(alive.implementations) implementations (2 each: the first and the latest)")
    }

    /// One reader: a read, then a call that nests 0 to 3 levels, or 20 to 40 once in 64.
    private static func readUntilStopped(seed: Int, stop: StopFlag, into total: Tally) {
        var random = Xorshift(seed: seed)
        let tally = ThreadTally()
        var round = 0
        while round < Int.max {
            if round % 256 == 0 {
                if stop.isSet { break }
                Watchdog.tick()
            }
            tally.check(InjectedValues[\.stressValue])
            var input = CallInput(tally: tally)
            input.readsInside = true
            input.depth = round % 64 == 0 ? 20 + random.next(below: 21) : random.next(below: 4)
            _ = action(StressCall.self, input)
            round += 1
        }
        total.absorb(tally)
    }
}

/// Tells looping threads to stop.
final class StopFlag: Sendable {
    private let flag = Atomic<Bool>(false)
    var isSet: Bool { flag.load(ordering: .relaxed) }
    func set() { flag.store(true, ordering: .relaxed) }
}
