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
/// without announcing it; every later value is freed once it is replaced and no reader announces
/// it: by the replacement, or by the end of the last read that held it.
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
        let words = CurrentThread.words
        let index = words.pointee.depth
        words.pointee.depth = index &+ 1
        let word = _fastPath(index < CurrentThread.capacity)
            ? trellis_hazard_word(words, index) : CurrentThread.overflowWord(words, index)
        return Borrow(words: words, index: index, word: word, box: box(announceLatest(in: word)))
    }

    /// Ends `borrow`: the box it announced may be freed again, and is, if it was replaced while
    /// borrowed and no other thread announces it.
    ///
    /// Through an opaque call (`trellis_retract_word_opaque`), so that the optimizer keeps every
    /// retain of what the caller read from the box before it: inlined, the retraction let a
    /// copied value be retained after its box was freed (README, "Announce and re-check").
    @inlinable @inline(__always)
    package func end(_ borrow: Borrow) {
        trellis_retract_word_opaque(borrow.word)
        borrow.words.pointee.depth = borrow.index
        freeIfReplaced(borrow)
    }

    /// Ends `borrow` with an inlined retraction, for a caller that only *called* the closure it
    /// read from the box (`ActionCall.perform`) and copied nothing out of it.
    ///
    /// The call is itself a barrier the optimizer cannot move a retain past, and whatever the
    /// closure returns is owned by the caller, not read from the box; so no retain of the box's
    /// contents can be left after the retraction, and the call saves the 2 ns an opaque call
    /// costs on every re-plugged action. Anything that may copy out of the box uses ``end(_:)``.
    @inlinable @inline(__always)
    package func endAfterCalling(_ borrow: Borrow) {
        trellis_retract_word(borrow.word)
        borrow.words.pointee.depth = borrow.index
        freeIfReplaced(borrow)
    }

    /// After a retraction: if the borrowed box was replaced meanwhile, this borrow may have been
    /// the last to announce it, so it frees every retired box no thread announces.
    ///
    /// The retraction is ordered before the check as an announcement is before its re-check:
    /// either the replacing writer's scan sees it, or the check sees the replacement (README,
    /// "Freed when the last read ends"). A borrow of the latest box costs a store to its own
    /// word (a full barrier without expedited fences) and one load of `latest`, and no call.
    @inlinable @inline(__always)
    func freeIfReplaced(_ borrow: Borrow) {
        trellis_announce_word(borrow.word, 0)
        let borrowed = UInt(bitPattern: borrow.box.toOpaque())
        if _slowPath(latest.load(ordering: .sequentiallyConsistent) != borrowed) { freeRetired() }
    }

    /// Frees every retired box no thread announces; out of line, for the rare read that held
    /// or announced a box while it was replaced.
    @usableFromInline @inline(never)
    func freeRetired() {
        Retirement.shared.sweep().freeOutsideUpdateClosures()
    }

    /// A box read between ``ValueSlot/borrowLatest()`` and ``ValueSlot/end(_:)``.
    @usableFromInline
    package struct Borrow {
        @usableFromInline let words: UnsafeMutablePointer<trellis_thread_words>
        /// The depth the borrow took, given back when it ends.
        @usableFromInline let index: Int
        /// The hazard word that announces the box: in the thread's block, or in its overflow.
        @usableFromInline let word: UnsafeMutablePointer<UInt>
        /// The box, readable until the borrow ends.
        @usableFromInline package let box: Unmanaged<Box<Value>>

        @inlinable
        init(words: UnsafeMutablePointer<trellis_thread_words>, index: Int, word: UnsafeMutablePointer<UInt>, box: Unmanaged<Box<Value>>) {
            self.words = words
            self.index = index
            self.word = word
            self.box = box
        }
    }

    /// Announces the latest box in `word` and returns it once the announcement is known to have
    /// preceded any writer's scan: a writer that replaced it meanwhile either sees the
    /// announcement or makes the check fail, and the loop announces the newer box.
    ///
    /// The re-check is sequentially consistent, like the announcement without expedited fences
    /// and like the writer's exchange and scan (README, "Announce and re-check"): an acquiring
    /// load could be satisfied before the announcement is visible (store buffering, which
    /// AArch64's `LDAPR` does), and the writer would free a box this reader goes on to read.
    /// On x86 and with `LDAR` it costs what an acquiring load costs.
    @inlinable @inline(__always)
    func announceLatest(in word: UnsafeMutablePointer<UInt>) -> UInt {
        let bits = latest.load(ordering: .acquiring)
        trellis_announce_word(word, bits)
        let again = latest.load(ordering: .sequentiallyConsistent)
        if _fastPath(again == bits) { return bits }
        return announceAgain(again, in: word)
    }

    /// Announces `bits`, the box that replaced the one just announced (and the next, until a
    /// re-check holds); then frees the retired boxes no thread announces.
    ///
    /// A scan that saw the replaced box in `word` kept it, and no read of it ends to free it
    /// (README, "Freed when the last read ends"). Out of line: a re-check fails only when a
    /// replacement races the announcement.
    @usableFromInline @inline(never)
    func announceAgain(_ bits: UInt, in word: UnsafeMutablePointer<UInt>) -> UInt {
        var bits = bits
        while true {
            trellis_announce_word(word, bits)
            let again = latest.load(ordering: .sequentiallyConsistent)
            if again == bits { break }
            bits = again
        }
        freeRetired()
        return bits
    }

    @inlinable @inline(__always)
    func box(_ bits: UInt) -> Unmanaged<Box<Value>> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped)
    }

    /// Frees the box at `bits`, which no reader announces.
    static func free(_ bits: UInt) {
        Unmanaged<Box<Value>>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).release()
    }

    // MARK: - Writing

    /// Installs `value` in place of the current one, and frees what no reader holds any more.
    ///
    /// Writers are serialised by the caller.
    package func install(_ value: Value) {
        replace(with: value).free()
    }

    /// Installs `value` in place of the current one, and returns the replaced values no reader
    /// holds any more, for the caller to free once it has let go of its locks: a value's
    /// `deinit` may read, install or re-plug.
    ///
    /// Writers are serialised by the caller (the registry's writer lock).
    package func replace(with value: Value) -> Reclaimed {
        Fences.prepareForReplacement()
        let bits = UInt(bitPattern: Unmanaged.passRetained(Box(value)).toOpaque())
        // Sequentially consistent: pairs with the reader's announcement and re-check (README).
        let previous = latest.exchange(bits, ordering: .sequentiallyConsistent)
        isReplaced.store(true, ordering: .releasing)
        // Every reader that announced the previous box before this point is now seen by the
        // scan in `retire`; every later one fails its check and reads the new box.
        Fences.fenceEveryThread()
        guard previous != 0 else { return Reclaimed() }
        return Retirement.shared.retire(previous, release: Self.free)
    }
}

/// Replaced values that no reader holds any more, to be freed by whoever holds this once it
/// holds no lock: freeing runs the values' `deinit`s. (Returned, never discarded: the compiler
/// warns about an unused one.)
package struct Reclaimed: Sendable {
    fileprivate var boxes: [Retirement.Retired] = []

    init() {}

    fileprivate init(_ boxes: [Retirement.Retired]) {
        self.boxes = boxes
    }

    /// Frees every value.
    package func free() {
        for box in boxes { box.release(box.bits) }
    }

    /// Frees every value with no update closure's builder current on this thread, so that their
    /// `deinit`s read and write for the process, as after a replacement: a read that sweeps may
    /// be inside an update closure (README, "Lock order").
    func freeOutsideUpdateClosures() {
        guard !boxes.isEmpty else { return }
        let words = CurrentThread.words
        let building = words.pointee.building
        words.pointee.building = nil
        defer { words.pointee.building = building }
        free()
    }
}

/// Boxes replaced while some thread still announced them, freed by the end of the last read
/// that announced each (README, "Freed when the last read ends").
final class Retirement: Sendable {
    static let shared = Retirement()

    fileprivate struct Retired: @unchecked Sendable {  // @unchecked: the release closure captures nothing mutable
        let bits: UInt
        let release: (UInt) -> Void
    }

    private let retired = Lock<[Retired]>([])

    /// Retires the box at `bits`, and returns every retired box no thread announces now, to be
    /// freed with its `release` by the caller.
    func retire(_ bits: UInt, release: @escaping (UInt) -> Void) -> Reclaimed {
        unannounced(adding: Retired(bits: bits, release: release))
    }

    /// Every retired box no thread announces now, to be freed by the caller: a reader whose
    /// borrowed or announced box was replaced meanwhile, or a thread that ended.
    func sweep() -> Reclaimed {
        unannounced(adding: nil)
    }

    /// Adds `box`, if any, and takes out every retired box no live thread's hazard word holds:
    /// the scan is the same for a writer and a reader (README, "Freed when the last read ends").
    private func unannounced(adding box: Retired?) -> Reclaimed {
        let free = retired.withLock { retired in
            if let box { retired.append(box) }
            guard !retired.isEmpty else { return [Retired]() }
            let announced = ThreadRecords.shared.announcedBoxes()
            var free: [Retired] = []
            retired.removeAll { box in
                guard !announced.contains(box.bits) else { return false }
                free.append(box)
                return true
            }
            return free
        }
        return Reclaimed(free)
    }

    /// Whether the box at `bits` waits here, for tests.
    func isWaiting(_ bits: UInt) -> Bool {
        retired.withLock { $0.contains { $0.bits == bits } }
    }
}

/// A replaced value, boxed so one word can publish it.
@usableFromInline
package final class Box<Value: Sendable>: Sendable {
    @usableFromInline package let value: Value
    init(_ value: Value) { self.value = value }
}
