import Foundation
import Synchronization
import Testing
import TrellisThreads
@testable import TrellisStorage

/// A value that says when it is freed.
final class Tracked: Sendable {
    let id: Int
    let freed: Freed
    init(_ id: Int, _ freed: Freed) {
        self.id = id
        self.freed = freed
    }
    deinit { freed.add(id) }
}

final class Freed: Sendable {
    private let ids = Mutex<Set<Int>>([])
    func add(_ id: Int) { ids.withLock { _ = $0.insert(id) } }
    var all: Set<Int> { ids.withLock { $0 } }
}

/// What the reader threads share with the test.
final class Run: Sendable {
    let bad = Atomic<Int>(0)
    let finished = Atomic<Bool>(false)
}

@Suite struct ValueSlotTests {
    @Test func replacedValuesAreFreedButTheFirstAndLatest() {
        // Given a slot whose value was replaced four times
        let freed = Freed()
        let slot = ValueSlot(Tracked(1, freed))
        for id in 2...5 { slot.install(Tracked(id, freed)) }

        // Then only the first and the latest are alive, and reads see the latest
        #expect(freed.all == [2, 3, 4])
        #expect(slot.value.id == 5)
    }

    @Test func aBoxAReaderHoldsStaysAliveUntilTheReadEnds() {
        // Given a reader that holds the latest value while a writer replaces it
        let freed = Freed()
        let slot = ValueSlot(Tracked(1, freed))
        slot.install(Tracked(2, freed))
        slot.withValue { held in
            slot.install(Tracked(3, freed))
            // Then the held value stays alive while it is read
            #expect(held.id == 2)
            #expect(!freed.all.contains(2))
        }
        // And it is freed once the read ended (ReplacedValueFreeingTests), the next one by the
        // next write
        slot.install(Tracked(4, freed))
        #expect(freed.all == [2, 3])
    }

    @Test func aDefaultMadeOnceIsRecordedApartFromValues() {
        let registry = Registry()
        let key = ObjectIdentifier(Int.self)
        #expect(!registry.madeDefault(for: key))
        registry.recordDefault(for: key)
        #expect(registry.madeDefault(for: key))
        #expect(registry.installed(for: key, as: Int.self) == nil)
        registry.installForProcess(7, for: key)
        #expect(registry.installed(for: key, as: Int.self) == 7)
    }

    @Test(.timeLimit(.minutes(1)))
    func readersOnManyThreadsAlwaysSeeAWholeValueWhileWritersReplaceIt() async {
        // Given a slot replaced continuously while eight threads read it
        let freed = Freed()
        let slot = ValueSlot(Tracked(0, freed))
        let run = Run()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    await withCheckedContinuation { done in
                        Thread {
                            var reads = 0
                            while reads < 20_000 {
                                let id = slot.withValue { $0.id }
                                if id < 0 || id > 2_000 { run.bad.add(1, ordering: .relaxed) }
                                reads += 1
                            }
                            done.resume()
                        }.start()
                    }
                }
            }
            group.addTask {
                await withCheckedContinuation { done in
                    Thread {
                        for id in 1...2_000 { slot.install(Tracked(id, freed)) }
                        done.resume()
                    }.start()
                }
            }
        }
        // Then no read saw anything but a live value, and every replaced value but the first
        // and latest was freed once no reader held it
        #expect(run.bad.load(ordering: .relaxed) == 0)
        slot.install(Tracked(2_001, freed))
        #expect(freed.all == Set(1...2_000))
    }
}

extension ValueSlotTests {
    @Test func readsNestedDeeperThanAThreadsOwnHazardWordsAnnounceInOverflowAndKeepTheirValues() {
        // Given a replaced slot, read in reads nested three times deeper than a thread has
        // hazard words, and replaced again at the innermost one
        let freed = Freed()
        let slot = ValueSlot(Tracked(1, freed))
        slot.install(Tracked(2, freed))
        let depth = 3 * CurrentThread.capacity
        var seen: [Int] = []
        func read(_ level: Int) {
            slot.withValue { value in
                if level < depth {
                    read(level + 1)
                } else {
                    // Every level announces the box it reads, overflow included, so writers
                    // see each of them
                    let box = slot.latest.load(ordering: .acquiring)
                    #expect(ThreadRecords.shared.announcedBoxes().filter { $0 == box }.count == depth)
                    slot.install(Tracked(3, freed))
                }
                seen.append(value.id)
            }
        }
        read(1)

        // Then every read kept the value it started with, alive until it ended
        #expect(seen.count == depth)
        #expect(seen.filter { $0 == 2 }.count == depth)
        // And the thread's words are all free again
        let words = CurrentThread.words
        #expect(words.pointee.depth == 0)
        #expect(trellis_words_collect(words, nil, 0) == 0)
        // And the value those reads held is freed once they all ended, the next by the next write
        #expect(freed.waitFor(2))
        slot.install(Tracked(4, freed))
        #expect(freed.all == [2, 3])
    }

    @Test func aBorrowHoldsTheBoxItAnnouncedUntilItEnds() {
        let freed = Freed()
        let slot = ValueSlot(Tracked(1, freed))
        slot.install(Tracked(2, freed))
        #expect(slot.wasReplaced)

        let borrow = slot.borrowLatest()
        slot.install(Tracked(3, freed))
        #expect(borrow.box.takeUnretainedValue().value.id == 2)
        #expect(!freed.all.contains(2))
        slot.end(borrow)

        slot.install(Tracked(4, freed))
        #expect(freed.all == [2, 3])
    }
}

extension ValueSlotTests {
    @Test(.timeLimit(.minutes(1)))
    func aReplacedValuesDeinitMayReadAndInstallInTheRegistryThatFreesIt() async {
        // Given a registry of its own, so a deadlock could block nothing but this test
        let registry = Registry()
        let freed = Freed()
        let key = ObjectIdentifier(ReentrantValue.self)
        let run = Run()

        // When a value whose deinit writes to the registry is replaced 100 times, on a thread
        // that is given ten seconds
        Thread {
            for id in 1...100 { registry.installForProcess(ReentrantValue(id, registry, freed), for: key) }
            run.finished.store(true, ordering: .releasing)
        }.start()
        let deadline = ContinuousClock.now + .seconds(10)
        while !run.finished.load(ordering: .acquiring), ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }

        // Then it ended, every value but the first and the latest was freed, and every deinit's
        // writes are in place
        guard run.finished.load(ordering: .acquiring) else {
            Issue.record("Replacing a value whose deinit installs in the same registry deadlocked.")
            return
        }
        #expect(freed.all == Set(2...99))
        #expect(registry.installed(for: ObjectIdentifier(Int.self), as: Int.self) == 98)
        #expect(registry.installed(for: ObjectIdentifier(String.self), as: String.self) == "freed 99 after reading 100")
    }
}
