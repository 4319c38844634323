import Synchronization
import Trellis

/// The process-wide writes the scenarios make, each with the next sequence number.
enum Writes {
    /// One sequence for values and implementations alike; only one thread writes at a time.
    private static let sequence = Atomic<Int>(0)

    /// Installs a new value for ``StressValueKey`` for the whole process.
    static func replaceValue() {
        let value = TrackedValue(sequence: sequence.add(1, ordering: .relaxed).newValue)
        Trackers.values.markInstalled(value.id)
        InjectedValues[\.stressValue] = value
    }

    /// Plugs a new implementation into ``StressCall`` for the whole process; returns its id,
    /// so a scenario can check later that it was freed.
    @discardableResult
    static func replugImplementation() -> Int {
        let implementation = TrackedImplementation(sequence: sequence.add(1, ordering: .relaxed).newValue)
        let id = implementation.id
        Trackers.implementations.markInstalled(id)
        Actions.plug(StressCall.self, to: implementation)
        return id
    }

    /// Installs the key and plugs the action twice each, so that every later read and call
    /// takes the engine's replaced path (the first value is kept inline for the process).
    static func installAndReplaceOnce() {
        for _ in 0..<2 {
            replaceValue()
            replugImplementation()
        }
    }

    /// Whether the trackers have ids left for `count` more replacements of each.
    static func haveRoom(for count: Int) -> Bool {
        Trackers.values.remaining > count && Trackers.implementations.remaining > count
    }
}

/// The one writer of a scenario: replaces the key's value and re-plugs the action, one after
/// the other, on a thread of its own, until stopped or out of ids.
final class Replacer: Sendable {
    private let stopping = Atomic<Bool>(false)
    private let count = Atomic<Int>(0)

    /// Replacements made so far, values and implementations together.
    var replacements: Int { count.load(ordering: .relaxed) }

    /// Starts replacing, and returns once the writer made its first replacement (and so took
    /// its engine record, which no other thread shares); `pause` gives the processor away
    /// after that many rounds, so that on two cores a writer does not starve the threads it races.
    func start(yieldingEvery pause: Int = 0) -> PThread {
        let thread = PThread.start { [self] in
            var round = 0
            while !stopping.load(ordering: .relaxed), Writes.haveRoom(for: 16) {
                Writes.replaceValue()
                Writes.replugImplementation()
                count.add(2, ordering: .relaxed)
                Watchdog.tick()
                round += 1
                if pause > 0, round % pause == 0 { yieldThread() }
            }
        }
        let clock = Stopwatch()
        while replacements == 0, clock.seconds < 10 { yieldThread() }
        return thread
    }

    /// Asks the writer to stop after its current replacement.
    func stop() {
        stopping.store(true, ordering: .relaxed)
    }
}
