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
    @usableFromInline let first: Value
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
        if bits != 0 { Unmanaged<Box<Value>>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).release() }
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
        if _fastPath(!isReplaced.load(ordering: .acquiring)) { return try body(first) }
        return try withLatest(body)
    }

    /// Runs `body` with the latest replacement, announced in the calling thread's hazard word
    /// so no writer frees it meanwhile.
    @inlinable
    func withLatest<R>(_ body: (Value) throws -> R) rethrows -> R {
        try ThreadRecord.current._withUnsafeGuaranteedRef { record in
            let index = record.depth.pointee
            guard index < ThreadRecord.capacity else {
                // Nested deeper than a record has words: copy the value while no writer can free it.
                return try body(copyWhileNothingIsFreed())
            }
            let hazard = record.hazards + index
            record.depth.pointee = index &+ 1
            defer {
                hazard.pointee.store(0, ordering: .releasing)
                record.depth.pointee = index
            }
            let asymmetric = Fences.areAsymmetric
            var bits = latest.load(ordering: .acquiring)
            while true {
                // Announce, then check the box is still the latest: a writer that replaced it
                // either sees the announcement or made this check fail.
                if asymmetric {
                    hazard.pointee.store(bits, ordering: .relaxed)
                    trellis_compiler_barrier()  // the writer's expedited fence orders it
                } else {
                    hazard.pointee.store(bits, ordering: .sequentiallyConsistent)
                }
                let again = latest.load(ordering: .acquiring)
                if again == bits { break }
                bits = again
            }
            return try box(bits)._withUnsafeGuaranteedRef { try body($0.value) }
        }
    }

    @inlinable @inline(__always)
    func box(_ bits: UInt) -> Unmanaged<Box<Value>> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped)
    }

    /// A copy of the latest value, made while no writer can free it.
    @usableFromInline
    func copyWhileNothingIsFreed() -> Value {
        Retirement.shared.whileNothingIsFreed { box(latest.load(ordering: .acquiring)).takeUnretainedValue().value }
    }

    // MARK: - Writing

    /// Installs `value` in place of the current one, which is freed once no reader holds it.
    ///
    /// Writers are serialised by the caller (the registry's writer lock).
    package func install(_ value: Value) {
        let bits = UInt(bitPattern: Unmanaged.passRetained(Box(value)).toOpaque())
        let previous = latest.exchange(bits, ordering: .sequentiallyConsistent)
        isReplaced.store(true, ordering: .releasing)
        // Every reader that announced the previous box before this point is now seen by the
        // scan in `retire`; every later one fails its check and reads the new box.
        Fences.fenceEveryThread()
        if previous != 0 {
            Retirement.shared.retire(previous) { Unmanaged<Box<Value>>.fromOpaque(UnsafeRawPointer(bitPattern: $0)!).release() }
        }
    }
}

/// A replaced value, boxed so one word can publish it.
@usableFromInline
final class Box<Value: Sendable>: Sendable {
    @usableFromInline let value: Value
    init(_ value: Value) { self.value = value }
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
