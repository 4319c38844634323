public import Synchronization  // public: the inlinable read path uses its atomics
public import TrellisThreads  // public: the inlinable read path orders its announcement
import TrellisSupport

/// The value installed for one key or action for the whole process.
///
/// Apps install their values once at start-up, so the first value is kept inline and read with
/// one acquiring load, borrowed: calling a plugged closure costs no retain. A replacement (a
/// test, a debug menu) goes into a box read through the reader's hazard word (see
/// ``ThreadRecord``): no lock and no shared write on either path, so a replaced value reads
/// about as fast as one installed once, on one thread or on eight.
///
/// The first value stays alive for the life of the process, because a reader may be reading it
/// without announcing it; every later value is freed by the replacement after it, once no
/// reader announces it.
@usableFromInline
package final class ValueSlot<Value: Sendable>: Sendable {
    @usableFromInline package let first: Value
    @usableFromInline let isReplaced = Atomic<Bool>(false)
    /// The box of the latest replacement, retained by the slot; 0 before any.
    @usableFromInline let latest = Atomic<UInt>(0)

    /// A slot whose first value is `value`.
    package init(_ value: Value) {
        first = value
    }

    // Slots live for the process (see ``SlotTable``); this runs only for slots made in tests.
    deinit {
        let bits = latest.load(ordering: .acquiring)
        if bits != 0 { Self.free(bits) }
    }

    // MARK: - Reading

    /// The installed value.
    @inlinable @inline(__always)
    package var value: Value {
        withValue { $0 }
    }

    /// Runs `body` with the installed value, borrowed rather than copied, so calling a plugged
    /// closure costs no retain.
    @inlinable @inline(__always)
    package func withValue<R>(_ body: (Value) throws -> R) rethrows -> R {
        if _fastPath(!wasReplaced) { return try body(first) }
        let borrow = borrowLatest()
        defer { end(borrow) }
        return try borrow.box._withUnsafeGuaranteedRef { try body($0.value) }
    }

    /// Whether the first value was replaced, so a read must borrow the latest box instead.
    @inlinable @inline(__always)
    package var wasReplaced: Bool { isReplaced.load(ordering: .acquiring) }

    /// The latest replacement, announced in the calling thread's next hazard word so that no
    /// writer frees it until ``end(_:)``.
    ///
    /// Callers that call a plugged closure read the box in place with
    /// `borrow.box._withUnsafeGuaranteedRef { … }`, written where the call is: everything
    /// inlines into the caller, so the announcement costs a handful of instructions and no call.
    @inlinable @inline(__always)
    package func borrowLatest() -> Borrow {
        let words = ThreadRecord.currentWords
        let index = words.pointee.depth
        guard _fastPath(index < ThreadRecord.capacity) else {
            // Nested deeper than a thread has words: hold the box retained instead.
            return Borrow(words: words, index: -1, box: retainLatest())
        }
        words.pointee.depth = index &+ 1
        return Borrow(words: words, index: index, box: box(announceLatest(in: words, at: index)))
    }

    /// Ends `borrow`: the box it announced may be freed again.
    @inlinable @inline(__always)
    package func end(_ borrow: Borrow) {
        guard _fastPath(borrow.index >= 0) else { return borrow.box.release() }
        trellis_retract(borrow.words, borrow.index)
        borrow.words.pointee.depth = borrow.index
    }

    /// A box read between ``ValueSlot/borrowLatest()`` and ``ValueSlot/end(_:)``.
    @usableFromInline
    package struct Borrow {
        @usableFromInline let words: UnsafeMutablePointer<trellis_thread_words>
        /// The hazard word that announces the box, or -1 when the box is retained instead.
        @usableFromInline let index: Int
        /// The box, readable until the borrow ends.
        @usableFromInline package let box: Unmanaged<Box<Value>>

        @inlinable
        init(words: UnsafeMutablePointer<trellis_thread_words>, index: Int, box: Unmanaged<Box<Value>>) {
            self.words = words
            self.index = index
            self.box = box
        }
    }

    /// Announces the latest box in hazard word `index` and returns it once the announcement
    /// is known to have preceded any writer's scan: a writer that replaced it meanwhile either
    /// sees the announcement or makes the check fail, and the loop announces the newer box.
    @inlinable @inline(__always)
    func announceLatest(in words: UnsafeMutablePointer<trellis_thread_words>, at index: Int) -> UInt {
        var bits = latest.load(ordering: .acquiring)
        while true {
            trellis_announce(words, index, bits)
            let again = latest.load(ordering: .acquiring)
            if _fastPath(again == bits) { return bits }
            bits = again
        }
    }

    @inlinable @inline(__always)
    func box(_ bits: UInt) -> Unmanaged<Box<Value>> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped)
    }

    /// Frees the box at `bits`, which no reader announces.
    static func free(_ bits: UInt) {
        Unmanaged<Box<Value>>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).release()
    }

    /// The latest box, retained while no writer can free it.
    @usableFromInline
    func retainLatest() -> Unmanaged<Box<Value>> {
        Retirement.shared.whileNothingIsFreed { box(latest.load(ordering: .acquiring)).retain() }
    }

    // MARK: - Writing

    /// Installs `value` in place of the current one, which is freed once no reader holds it.
    ///
    /// Writers are serialised by the caller (the registry's writer lock).
    package func install(_ value: Value) {
        Fences.prepareForReplacement()
        let bits = UInt(bitPattern: Unmanaged.passRetained(Box(value)).toOpaque())
        let previous = latest.exchange(bits, ordering: .sequentiallyConsistent)
        isReplaced.store(true, ordering: .releasing)
        // Every reader that announced the previous box before this point is now seen by the
        // scan in `retire`; every later one fails its check and reads the new box.
        Fences.fenceEveryThread()
        if previous != 0 {
            Retirement.shared.retire(previous, release: Self.free)
        }
    }
}

/// Boxes replaced while some reader still announced them, freed by a later write.
final class Retirement: Sendable {
    static let shared = Retirement()

    private struct Retired: @unchecked Sendable {  // @unchecked: the release closure only runs under the lock
        let bits: UInt
        let release: (UInt) -> Void
    }

    private let retired = Lock<[Retired]>([])

    /// Frees the box at `bits` with `release` once no thread announces it: now, or at a later write.
    func retire(_ bits: UInt, release: @escaping (UInt) -> Void) {
        // Released after the lock is let go: a value's deinit may replace another value.
        let free = retired.withLock { retired in
            retired.append(Retired(bits: bits, release: release))
            let free = retired.filter { !ThreadRecords.shared.anyAnnounces($0.bits) }
            retired.removeAll { box in free.contains { $0.bits == box.bits } }
            return free
        }
        for box in free { box.release(box.bits) }
    }

    /// Runs `body` while no retired box can be freed.
    func whileNothingIsFreed<R: Sendable>(_ body: () throws -> R) rethrows -> R {
        try retired.withLock { _ in try body() }
    }
}

/// A replaced value, boxed so one word can publish it.
@usableFromInline
package final class Box<Value: Sendable>: Sendable {
    @usableFromInline package let value: Value
    init(_ value: Value) { self.value = value }
}
