public import Synchronization  // public: the inlinable read path uses its atomics
public import TrellisThreads  // public: the inlinable read path orders its announcement
import TrellisSupport

/// The value installed for one key or action for the whole process.
///
/// Apps install their values once at start-up, so the first value is kept inline and read with
/// one acquiring load. A replacement (a test, a debug menu) goes into a box read through the
/// reader's hazard word (see ``ThreadRecord``): no lock and no shared write on either path, so
/// a replaced value reads about as fast as one installed once, on one thread or on eight.
///
/// The first value stays alive for the life of the process, because a reader may be reading it
/// without announcing it; every later value is freed by the replacement after it, once no
/// reader announces it.
///
/// A key whose default has been made once gets a slot with no value (``State/noValue``), so
/// that later reads know its default needs no cycle check.
// @unchecked Sendable: `first` is written once, before `state` publishes it with release ordering.
@usableFromInline
package final class ValueSlot<Value: Sendable>: @unchecked Sendable {
    /// What a slot holds, in the order it moves through.
    @usableFromInline enum State: UInt8 {
        case noValue = 0, first = 1, replaced = 2
    }

    @usableFromInline let state: Atomic<UInt8>
    /// The first value; initialised once `state` leaves `noValue`.
    @usableFromInline let first: UnsafeMutablePointer<Value>
    /// The box of the latest replacement, retained by the slot; 0 before any.
    @usableFromInline let latest = Atomic<UInt>(0)

    /// A slot whose first value is `value`.
    package init(_ value: Value) {
        first = .allocate(capacity: 1)
        first.initialize(to: value)
        state = Atomic(State.first.rawValue)
    }

    /// A slot with no value yet.
    package init() {
        first = .allocate(capacity: 1)
        state = Atomic(State.noValue.rawValue)
    }

    // Slots live for the process (see ``SlotTable``); this runs only for slots made in tests.
    deinit {
        if state.load(ordering: .acquiring) != State.noValue.rawValue { first.deinitialize(count: 1) }
        first.deallocate()
        let bits = latest.load(ordering: .acquiring)
        if bits != 0 { Unmanaged<Box<Value>>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).release() }
    }

    // MARK: - Reading

    /// Whether a value was ever installed.
    @inlinable @inline(__always)
    package var hasValue: Bool { state.load(ordering: .acquiring) != State.noValue.rawValue }

    /// The installed value, or `nil` when none was.
    @inlinable @inline(__always)
    package var value: Value? {
        withValue { $0 }
    }

    /// Runs `body` with the installed value, borrowed rather than copied, so calling a plugged
    /// closure costs no retain; `nil` when no value was installed.
    @inlinable @inline(__always)
    package func withValue<R>(_ body: (Value) throws -> R) rethrows -> R? {
        let state = state.load(ordering: .acquiring)
        if _fastPath(state == State.first.rawValue) { return try body(first.pointee) }
        if state == State.noValue.rawValue { return nil }
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

    /// Installs `value`: as the first value, or as a replacement that frees the one before it.
    ///
    /// Writers are serialised by the caller (the registry's writer lock).
    package func install(_ value: Value) {
        switch State(rawValue: state.load(ordering: .acquiring)) {
        case .noValue?:
            first.initialize(to: value)
            state.store(State.first.rawValue, ordering: .releasing)
        default:
            let bits = UInt(bitPattern: Unmanaged.passRetained(Box(value)).toOpaque())
            let previous = latest.exchange(bits, ordering: .sequentiallyConsistent)
            state.store(State.replaced.rawValue, ordering: .releasing)
            // Every reader that announced the previous box before this point is now seen by
            // the scan in `retire`; every later one fails its check and reads the new box.
            Fences.fenceEveryThread()
            if previous != 0 {
                Retirement.shared.retire(previous) { Unmanaged<Box<Value>>.fromOpaque(UnsafeRawPointer(bitPattern: $0)!).release() }
            }
        }
    }
}

/// A slot of any value type, asked whether it holds a value.
package protocol ValueHolding: AnyObject {
    var hasValue: Bool { get }
}

extension ValueSlot: ValueHolding {}

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
