import Foundation
import Synchronization
import Testing
@testable import TrellisStorage

/// A replaced value that a read still held is freed when that read ends, with no later write:
/// nothing but the engine would otherwise keep it alive, and its `deinit` would never run.
///
/// Other tests replace values in the same process at the same time, and any replacement frees
/// every retired box no reader announces; so each test first checks that the engine let go of
/// the box as the read ended (``Freed/engineLetGo(of:id:)``), then waits for its `deinit`.
@Suite struct ReplacedValueFreeingTests {
    @Test func aValueReplacedWhileABorrowHoldsItIsFreedWhenTheBorrowEnds() {
        // Given a replaced slot whose latest value this thread borrows
        let freed = Freed()
        let slot = ValueSlot(Tracked(1, freed))
        slot.install(Tracked(2, freed))
        let borrow = slot.borrowLatest()
        let box = UInt(bitPattern: borrow.box.toOpaque())

        // When it is replaced while borrowed, and the borrow then ends
        slot.install(Tracked(3, freed))
        #expect(Retirement.shared.isWaiting(box))
        #expect(!freed.all.contains(2))
        slot.end(borrow)

        // Then the engine let go of the replaced value as the borrow ended, and it is freed,
        // with no later replacement
        #expect(freed.engineLetGo(of: box, id: 2))
        #expect(freed.waitFor(2))
    }

    @Test(.timeLimit(.minutes(1)))
    func aValueReplacedWhileAnotherThreadReadsItIsFreedWhenThatReadEnds() {
        // Given a replaced slot, read on one thread while another replaces it
        let freed = Freed()
        let slot = ValueSlot(Tracked(1, freed))
        slot.install(Tracked(2, freed))
        let box = slot.latest.load(ordering: .acquiring)
        let steps = Steps()
        PosixThread.runAllToTheirEnd([
            {
                slot.withValue { value in
                    steps.reading.store(true, ordering: .releasing)
                    steps.wait(for: steps.replaced)
                    steps.read.store(value.id, ordering: .relaxed)
                }
                steps.letGo.store(freed.engineLetGo(of: box, id: 2), ordering: .relaxed)
            },
            {
                steps.wait(for: steps.reading)
                slot.install(Tracked(3, freed))
                // The read still holds it
                steps.freedWhileRead.store(freed.all.contains(2), ordering: .relaxed)
                steps.replaced.store(true, ordering: .releasing)
            },
        ])

        // Then the read kept its value while it ran, and its end freed it, with no later
        // replacement
        #expect(steps.read.load(ordering: .relaxed) == 2)
        #expect(steps.freedWhileRead.load(ordering: .relaxed) == false)
        #expect(steps.letGo.load(ordering: .relaxed) == true)
        #expect(freed.waitFor(2))
    }

    @Test func aClosureReplacedWhileItIsCalledIsFreedWhenTheCallEnds() {
        // Given an action's slot whose latest closure is being called
        let freed = Freed()
        let slot = ValueSlot<@Sendable () -> Int>({ 1 })
        slot.install { [tracked = Tracked(2, freed)] in tracked.id }
        let borrow = slot.borrowLatest()
        let box = UInt(bitPattern: borrow.box.toOpaque())

        // When the closure replaces itself while it runs (a handler that re-plugs its action)
        let result = borrow.box._withUnsafeGuaranteedRef { box in
            slot.install { [tracked = Tracked(3, freed)] in tracked.id }
            return box.value()
        }
        #expect(!freed.all.contains(2))
        slot.endAfterCalling(borrow)

        // Then the call returned what the replaced closure returned, and the call's end freed it
        #expect(result == 2)
        #expect(freed.engineLetGo(of: box, id: 2))
        #expect(freed.waitFor(2))
        #expect(slot.withValue { $0() } == 3)
    }

    @Test func aNestedReadsEndFreesWhatItHeldAndKeepsWhatTheOuterReadHolds() {
        // Given two replaced slots, one read inside a read of the other
        let freed = Freed()
        let outer = ValueSlot(Tracked(1, freed))
        outer.install(Tracked(2, freed))
        let inner = ValueSlot(Tracked(11, freed))
        inner.install(Tracked(12, freed))
        let outerBox = outer.latest.load(ordering: .acquiring)
        let innerBox = inner.latest.load(ordering: .acquiring)

        outer.withValue { held in
            inner.withValue { _ in
                // When both are replaced inside the inner read
                outer.install(Tracked(3, freed))
                inner.install(Tracked(13, freed))
            }
            // Then the inner read's end freed the value it held, and kept the one the outer
            // read still announces
            #expect(freed.engineLetGo(of: innerBox, id: 12))
            #expect(freed.waitFor(12))
            #expect(Retirement.shared.isWaiting(outerBox))
            #expect(!freed.all.contains(2))
            #expect(held.id == 2)
        }
        // And the outer read's end freed that one
        #expect(freed.engineLetGo(of: outerBox, id: 2))
        #expect(freed.waitFor(2))
    }

    @Test(.timeLimit(.minutes(1)))
    func aValueFreedAtTheEndOfAReadMayReadAndInstallInItsDeinit() async {
        // Given a registry of its own, whose latest value's deinit reads and installs in it
        let registry = Registry()
        let freed = Freed()
        let key = ObjectIdentifier(ReentrantValue.self)
        registry.installForProcess(ReentrantValue(1, registry, freed), for: key)
        registry.installForProcess(ReentrantValue(2, registry, freed), for: key)
        let steps = Steps()

        // When a read of it replaces it, on a thread that is given ten seconds
        Thread {
            guard let slot = registry.installedSlot(for: key, as: ReentrantValue.self) else { return }
            slot._withUnsafeGuaranteedRef { slot in
                let box = slot.latest.load(ordering: .acquiring)
                slot.withValue { value in
                    registry.installForProcess(ReentrantValue(3, registry, freed), for: key)
                    steps.read.store(value.id, ordering: .relaxed)
                }
                steps.letGo.store(freed.engineLetGo(of: box, id: 2), ordering: .relaxed)
            }
            steps.replaced.store(true, ordering: .releasing)
        }.start()
        let deadline = ContinuousClock.now + .seconds(10)
        while !steps.replaced.load(ordering: .acquiring), ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }

        // Then the read's end freed it, and its deinit's reads and writes are in place
        guard steps.replaced.load(ordering: .acquiring) else {
            Issue.record("A value freed at the end of a read, whose deinit installs, deadlocked.")
            return
        }
        #expect(steps.read.load(ordering: .relaxed) == 2)
        #expect(steps.letGo.load(ordering: .relaxed) == true)
        #expect(freed.waitFor(2))
        #expect(registry.installed(for: ObjectIdentifier(Int.self), as: Int.self) == 1)
        #expect(registry.installed(for: ObjectIdentifier(String.self), as: String.self) == "freed 2 after reading 3")
    }
}

extension ReplacedValueFreeingTests {
    @Test func aValueFreedAtTheEndOfAReadInsideAnUpdateClosureWritesForTheProcess() {
        // Given a registry of its own, whose latest value's deinit installs through the path an
        // app's write takes (into the update closure running on the thread, if any)
        let registry = Registry()
        let freed = Freed()
        let key = ObjectIdentifier(ReentrantValue.self)
        registry.installForProcess(ReentrantValue(1, registry, freed, deinit: .installs), for: key)
        registry.installForProcess(ReentrantValue(2, registry, freed, deinit: .installs), for: key)

        // When a read inside an update closure holds it while it is replaced for the process
        let scope = registry.scope(from: nil) { _ in
            guard let slot = registry.installedSlot(for: key, as: ReentrantValue.self) else { return }
            slot._withUnsafeGuaranteedRef { slot in
                slot.withValue { _ in registry.installForProcess(ReentrantValue(3, registry, freed, deinit: .installs), for: key) }
            }
        }

        // Then the read's end freed it, and its deinit wrote for the process, not into the
        // scope the closure was building
        #expect(freed.waitFor(2))
        #expect(registry.installed(for: ObjectIdentifier(String.self), as: String.self) == "freed 2")
        #expect(scope.head == nil)
    }
}

/// Steps two threads of a test take in turn, and what the threads saw.
private final class Steps: Sendable {
    let reading = Atomic<Bool>(false)
    let replaced = Atomic<Bool>(false)
    let read = Atomic<Int>(0)
    let freedWhileRead = Atomic<Bool>(false)
    let letGo = Atomic<Bool>(false)

    /// Waits, up to ten seconds, for `flag` to be set.
    func wait(for flag: borrowing Atomic<Bool>) {
        let deadline = ContinuousClock.now + .seconds(10)
        while !flag.load(ordering: .acquiring), ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.001)
        }
    }
}

extension Freed {
    /// Whether the engine no longer holds the box at `bits`, whose value is `id`: it is out of
    /// `Retirement`, or its value was freed (then its address may hold a newer retired box).
    ///
    /// Read in that order: a box is freed before its memory can be reused, so a box found
    /// waiting at its address is either it, still held, or a later one after its value's
    /// `deinit` ran. Checked right after a read ends, only that read's end can have made it
    /// true, or another test's write in the moment between the two.
    func engineLetGo(of bits: UInt, id: Int) -> Bool {
        !Retirement.shared.isWaiting(bits) || all.contains(id)
    }

    /// Whether `id` is freed within ten seconds: a value another thread took out of
    /// `Retirement` has its `deinit` run on that thread, a moment after it let go of the lock.
    func waitFor(_ id: Int) -> Bool {
        let deadline = ContinuousClock.now + .seconds(10)
        while !all.contains(id) {
            guard ContinuousClock.now < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return true
    }
}
