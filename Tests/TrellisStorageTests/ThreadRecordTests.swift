#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Synchronization
import Testing
import TrellisThreads
@testable import TrellisStorage

/// What a thread saw from its exit path, handed to the test.
private final class ExitPathReport: Sendable {
    let words = Mutex<[UInt]>([])
    let currentBeforeRead = Mutex<UInt?>(nil)
    let valuesRead = Mutex<[Int]>([])
}

@Suite struct ThreadRecordTests {
    @Test func aThreadKeepsOneRecord() {
        let first = CurrentThread.record.toOpaque()
        for _ in 0..<1_000 { #expect(CurrentThread.record.toOpaque() == first) }
    }

    @Test func aRecordsWordsPointBackAtIt() {
        let words = CurrentThread.words
        #expect(words.pointee.record == CurrentThread.record.toOpaque())
        #expect(CurrentThread.record.takeUnretainedValue().words == words)
    }

    @Test func eachThreadsWordsSitOnCacheLinesOfTheirOwn() {
        // Readers never write a line another thread's words share.
        let words = CurrentThread.words
        #expect(UInt(bitPattern: words) % UInt(TRELLIS_WORDS_ALIGNMENT) == 0)
        #expect(MemoryLayout<trellis_thread_words>.size == 2 * Int(TRELLIS_WORDS_ALIGNMENT))
    }

    @Test func aReadFromAnotherKeysDestructorAfterTheKitsOwnUsesARecordNoOtherThreadHolds() {
        // Given a replaced slot, and a thread-local key made after the kit's, whose destructor
        // runs after the kit's has taken the ending thread's record back
        let freed = Freed()
        let slot = ValueSlot(Tracked(1, freed))
        slot.install(Tracked(2, freed))
        _ = CurrentThread.words
        let hook = ThreadExitHook()
        let report = ExitPathReport()

        // When a thread reads the slot, then reads it again from that destructor
        PosixThread.runToItsEnd {
            slot.withValue { value in report.valuesRead.withLock { $0.append(value.id) } }
            report.words.withLock { $0.append(UInt(bitPattern: CurrentThread.words)) }
            hook.onExit {
                report.currentBeforeRead.withLock { $0 = trellis_current_words().map { UInt(bitPattern: $0) } ?? 0 }
                slot.withValue { value in report.valuesRead.withLock { $0.append(value.id) } }
                report.words.withLock { $0.append(UInt(bitPattern: CurrentThread.words)) }
            }
        }

        // Then the destructor found no record current (the kit's cleared its thread-local
        // before giving the record back), took one of its own, and read the latest value
        #expect(report.currentBeforeRead.withLock { $0 } == 0)
        #expect(report.valuesRead.withLock { $0 } == [2, 2])
        #expect(report.words.withLock { $0.count } == 2)
    }

    @Test func aThreadThatEndsInsideAReadHandsOnACleanRecordAndFreesWhatItRead() {
        // Given a replaced slot
        let freed = Freed()
        let slot = ValueSlot(Tracked(1, freed))
        slot.install(Tracked(2, freed))

        // When a thread ends inside a borrowed read of it
        PosixThread.runToItsEnd {
            slot.withValue { (_: Tracked) -> Void in pthread_exit(nil) }
        }

        // Then the next write frees the value it was reading
        slot.install(Tracked(3, freed))
        #expect(freed.all == [2])
        // And the records other threads take are clean
        let depths = Mutex<[Int]>([])
        PosixThread.runAllToTheirEnd(Array(repeating: {
            let words = CurrentThread.words
            depths.withLock { $0.append(words.pointee.depth + trellis_words_collect(words, nil, 0)) }
        }, count: 4))
        #expect(depths.withLock { $0 } == [0, 0, 0, 0])
    }

    @Test(.timeLimit(.minutes(1)))
    func aThreadThatEndsInsideAReadHandsOnACleanRecordAndFreesWhatWasReplacedWhileItRead() {
        // Given a replaced slot
        let freed = Freed()
        let slot = ValueSlot(Tracked(1, freed))
        slot.install(Tracked(2, freed))
        let box = slot.latest.load(ordering: .acquiring)
        let reading = Atomic<Bool>(false)
        let replaced = Atomic<Bool>(false)

        // When a thread ends inside a borrowed read of it, after another thread replaced it
        PosixThread.runAllToTheirEnd([
            {
                slot.withValue { (_: Tracked) -> Void in
                    reading.store(true, ordering: .releasing)
                    while !replaced.load(ordering: .acquiring) { sched_yield() }
                    pthread_exit(nil)
                }
            },
            {
                while !reading.load(ordering: .acquiring) { sched_yield() }
                slot.install(Tracked(3, freed))
                replaced.store(true, ordering: .releasing)
            },
        ])

        // Then its exit freed the value it was reading, with no later write
        #expect(freed.engineLetGo(of: box, id: 2))
        #expect(freed.waitFor(2))
    }

    @Test func recordsOfEndedThreadsAreFreedBeyondAFewSpares() {
        // Given the records alive and kept now
        let before = ThreadRecords.shared.counts

        // When 200 threads, alive at once, each read a replaced value and end
        let freed = Freed()
        let slot = ValueSlot(Tracked(1, freed))
        slot.install(Tracked(2, freed))
        let started = Atomic<Int>(0)
        let threads = 200
        PosixThread.runAllToTheirEnd(Array(repeating: {
            slot.withValue { _ in
                started.add(1, ordering: .relaxed)
                while started.load(ordering: .relaxed) < threads { sched_yield() }
            }
        }, count: threads))

        // Then no more records exist than before and the spares (other tests' threads may
        // come and go meanwhile, but never 200 of them)
        let after = ThreadRecords.shared.counts
        #expect(after.spare <= ThreadRecords.spareCapacity)
        #expect(after.live + after.spare <= before.live + before.spare + ThreadRecords.spareCapacity + 16)
    }
}

@Suite struct FencesTests {
    @Test func theEnvironmentChoosesTheFenceOnBothSidesPath() {
        // `.ci/run` runs the storage tests again with TRELLIS_MEMBARRIER=0: that run must
        // really take the path every Apple platform takes.
        let slot = ValueSlot(0)
        slot.install(1)
        if let setting = getenv("TRELLIS_MEMBARRIER").map({ String(cString: $0) }), setting == "0" || setting == "off" {
            #expect(!Fences.areAsymmetric)
            #expect(trellis_readers_rely_on_fences() == 0)
        } else {
            // Whichever path this system gives, readers are told the one writers take.
            #expect((trellis_readers_rely_on_fences() != 0) == Fences.areAsymmetric)
        }
    }
}
