import Synchronization
import Trellis

/// An implementation plugged into ``StressCall`` that checks, while a call runs inside it,
/// that the engine has not freed it.
///
/// The engine frees a replaced implementation once no thread announces it; a call that finds
/// its own id freed before it returns has been running in freed memory — what the counts name
/// "reached a freed implementation". On the way out it loads its canary, an atomic the
/// optimiser cannot fold into the loads it made on the way in (it would fold a `let`), so under
/// the address sanitizer the same call stops the run with heap-use-after-free instead.
final class TrackedImplementation: SyncPerforming, Sendable {
    /// What every implementation carries; anything else is memory that was never one.
    static let expectedMagic: UInt = 0x5452_454C_4C49_5349  // "TRELLISI"

    let magic: UInt
    let id: Int
    /// The order the writer plugged implementations in: a thread never calls an older one.
    let sequence: Int
    /// ``expectedMagic`` while alive, cleared by `deinit`.
    private let canary = Atomic<UInt>(TrackedImplementation.expectedMagic)

    init(sequence: Int) {
        magic = Self.expectedMagic
        id = Trackers.implementations.make()
        self.sequence = sequence
    }

    deinit {
        canary.store(0, ordering: .relaxed)
        Trackers.implementations.markFreed(id)
    }

    func perform(_ call: CallInput) -> Int {
        // Before anything reads `self`: the thread ends with the engine's hazard word set.
        if call.endsThread { endThisThread() }
        let tally = call.tally
        let id = self.id
        var reachedFreed = !tally.entered(id: id, sequence: sequence, magic: magic)
        if call.spin > 0 { tally.sink &+= spin(call.spin) }
        if call.yields { yieldThread() }
        if call.readsInside { tally.check(InjectedValues[\.stressValue]) }
        if call.depth > 0 { tally.sink &+= action(StressCall.self, call.deeper) }
        // Read from the object again: freed meanwhile, this is the use-after-free itself.
        if canary.load(ordering: .relaxed) != Self.expectedMagic || Trackers.implementations.isFreed(id) {
            reachedFreed = true
        }
        if reachedFreed { tally.freedImplementations += 1 }
        return sequence
    }
}

/// Some arithmetic the optimiser cannot drop, `rounds` long: time spent inside a call.
@inline(never)
func spin(_ rounds: Int) -> Int {
    var state = rounds
    for round in 0..<rounds {
        state = state &* 6_364_136_223_846_793_005 &+ round
    }
    return state
}
