import Synchronization
import Trellis

/// `exit-path`: calls made from a thread-exit destructor that runs after the engine's.
///
/// An engine whose pthread-key destructor hands the ending thread's record to the next thread
/// while the C thread-local `trellis_thread_current` still points at it (as it did at 6eafb06)
/// lets a destructor that runs later on the same thread (an app's, a logging library's) read
/// and call with hazard words another thread now owns: one overwrites the other's
/// announcement, and the writer frees an implementation a call is still running in. The
/// engine must clear the thread-local before it gives the record back. So: the engine's key is made
/// first (a replaced read), then ours; hundreds of threads each read, call, set our key and
/// end, and our destructor calls the re-plugged action (reading the replaced key inside) many
/// times, while a writer replaces both and new threads keep claiming the record handed over.
enum ExitPath {
    static let name = "exit-path"
    /// Threads started in all, and at most alive at once.
    static let threads = 400
    static let atOnce = 12
    /// Calls (and reads) each thread makes before it ends, and from our destructor after.
    static let callsBeforeExit = 20
    static let destructorCalls = 200
    /// Seconds after which no new thread is started, whatever the count.
    static let timeLimit = 90.0

    /// Every thread's counts, summed by our destructor, which as a C callback reaches only globals.
    static let total = Tally()
    static let callsFromDestructors = Atomic<Int>(0)
    /// Threads that are done with their own calls and about to end.
    static let ending = Atomic<Int>(0)

    static func run(_ options: Options) -> Bool {
        Writes.installAndReplaceOnce()
        // A replaced read and call on this thread make the engine create its pthread key, so
        // the key below is made after it and its destructor runs after the engine's.
        let setup = ThreadTally()
        setup.check(InjectedValues[\.stressValue])
        _ = action(StressCall.self, CallInput(tally: setup))
        total.absorb(setup)
        let key = ThreadExitKey { pointer in ExitPath.threadEnds(pointer) }

        let writer = Replacer()
        let writerThread = writer.start()
        let clock = Stopwatch()
        var running: [PThread] = []
        var started = 0
        while started < threads, clock.seconds < timeLimit {
            if running.count == atOnce { running.removeFirst().join() }
            running.append(PThread.start { ExitPath.threadRuns(key) })
            started += 1
            // One thread at a time makes its own calls, so at most one record is taken by a
            // live thread: every ending thread hands over that same record, and the threads
            // still calling from our destructor all share it with the next one.
            while ending.load(ordering: .acquiring) < started, clock.seconds < timeLimit { yieldThread() }
            if started % 100 == 0 {
                printNow("\(name): \(started) threads started, \(grouped(callsFromDestructors.load(ordering: .relaxed))) calls from destructors, \(grouped(total.freedImplementations.load(ordering: .relaxed))) reached a freed implementation")
            }
        }
        for thread in running { thread.join() }
        writer.stop()
        writerThread.join()

        let freed = total.freedImplementations.load(ordering: .relaxed)
        var figures = "\(started) threads, \(grouped(callsFromDestructors.load(ordering: .relaxed))) calls from thread-exit destructors, "
            + "\(grouped(freed)) reached a freed implementation, \(grouped(writer.replacements)) replacements"
        if total.problems != freed { figures += "; \(total.problemFigures)" }
        return report(total.problems == 0 && started == threads, name, figures)
    }

    /// What each thread does before it ends: takes a record by reading and calling, and sets
    /// our key so that our destructor runs when it ends.
    private static func threadRuns(_ key: ThreadExitKey) {
        let tally = ThreadTally()
        for round in 0..<callsBeforeExit {
            tally.check(InjectedValues[\.stressValue])
            _ = action(StressCall.self, input(tally, round))
            Watchdog.tick()
        }
        key.set(Unmanaged.passRetained(tally).toOpaque())
        ending.add(1, ordering: .releasing)
    }

    /// Our key's destructor: runs after the engine's has taken this thread's record back.
    private static func threadEnds(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        let tally = Unmanaged<ThreadTally>.fromOpaque(pointer).takeRetainedValue()
        for round in 0..<destructorCalls {
            _ = action(StressCall.self, input(tally, round))
            tally.check(InjectedValues[\.stressValue])
            Watchdog.tick()
        }
        callsFromDestructors.add(destructorCalls, ordering: .relaxed)
        total.absorb(tally)
    }

    /// A call that stays inside the implementation a while, reads the key there (a nested
    /// borrow), and every other time gives the processor away inside: on two cores, that is
    /// when the thread sharing its record and the writer run.
    private static func input(_ tally: ThreadTally, _ round: Int) -> CallInput {
        var input = CallInput(tally: tally)
        input.spin = 64
        input.yields = round % 2 == 0
        input.readsInside = true
        return input
    }
}
