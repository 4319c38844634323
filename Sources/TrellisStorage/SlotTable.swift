public import Synchronization  // public: the inlinable read path uses its atomics
import TrellisSupport

/// A map from a type to the slot that holds its value, read without taking a lock.
///
/// Reads are the hot path of every injected value and every action call, so they cost two
/// acquiring loads and a short linear probe. Writes (plugging, replacing) are rare and take a
/// mutex. Slots are never removed and tables that grew out of use are kept, so a reader that
/// loaded an older table never touches freed memory: the memory kept is bounded by twice the
/// largest table, one word pair per key.
@usableFromInline
package final class SlotTable<Slot: AnyObject & Sendable>: Sendable {
    @usableFromInline let published: Atomic<Unmanaged<Buckets<Slot>>>
    private let writer: Lock<Writer>

    private struct Writer: Sendable {
        var slots: [ObjectIdentifier: Slot] = [:]
        var current: Buckets<Slot>
        var retired: [Buckets<Slot>] = []
    }

    package init() {
        let buckets = Buckets<Slot>(capacity: 16)
        published = Atomic(Unmanaged.passUnretained(buckets))
        writer = Lock(Writer(current: buckets))
    }

    // MARK: - API

    /// The slot of `key`, if one was ever made.
    @inlinable @inline(__always)
    package func slot(for key: ObjectIdentifier) -> Unmanaged<Slot>? {
        published.load(ordering: .acquiring)._withUnsafeGuaranteedRef { $0.find(key) }
    }

    /// The slot of `key`, made by `make` the first time.
    package func slot(for key: ObjectIdentifier, orMake make: () -> Slot) -> Unmanaged<Slot> {
        if let slot = slot(for: key) { return slot }
        return writer.withLock { writer in
            if let slot = writer.slots[key] { return Unmanaged.passUnretained(slot) }
            let slot = make()
            writer.slots[key] = slot
            if writer.current.hasRoom {
                writer.current.insert(key, Unmanaged.passUnretained(slot))
            } else {
                let grown = Buckets<Slot>(capacity: writer.current.capacity * 2)
                for (key, slot) in writer.slots { grown.insert(key, Unmanaged.passUnretained(slot)) }
                writer.retired.append(writer.current)
                writer.current = grown
                published.store(Unmanaged.passUnretained(grown), ordering: .releasing)
            }
            return Unmanaged.passUnretained(slot)
        }
    }

    /// Takes the slots of `keys` out of the table and returns them: a later lookup finds none,
    /// and a later `slot(for:orMake:)` makes a new one.
    ///
    /// A reader that loaded the table before finds a taken slot there still, so the caller
    /// keeps every slot it is given alive for the life of the process.
    package func take(_ keys: Set<ObjectIdentifier>) -> [ObjectIdentifier: Slot] {
        writer.withLock { writer in
            var taken: [ObjectIdentifier: Slot] = [:]
            for key in keys { taken[key] = writer.slots.removeValue(forKey: key) }
            guard !taken.isEmpty else { return taken }
            let rebuilt = Buckets<Slot>(capacity: writer.current.capacity)
            for (key, slot) in writer.slots { rebuilt.insert(key, Unmanaged.passUnretained(slot)) }
            writer.retired.append(writer.current)
            writer.current = rebuilt
            published.store(Unmanaged.passUnretained(rebuilt), ordering: .releasing)
            return taken
        }
    }

    /// Every slot made so far, for diagnostics.
    package var allSlots: [ObjectIdentifier: Slot] {
        writer.withLock { $0.slots }
    }
}

/// An open-addressing table of key and slot words, each an atomic so readers need no lock.
///
/// A key and its slot sit side by side, so a probe touches one cache line. A key word is
/// written after its slot word, both with release ordering, so a reader that sees the key
/// also sees the slot.
// @unchecked because the words live in raw memory; every access is atomic.
@usableFromInline
final class Buckets<Slot: AnyObject>: @unchecked Sendable {
    let capacity: Int
    @usableFromInline let mask: Int
    private var count = 0  // touched only under the table's writer lock
    /// `capacity` pairs of words: the key's bits, then the slot's address.
    @usableFromInline let words: UnsafeMutablePointer<Atomic<UInt>>

    init(capacity: Int) {
        self.capacity = capacity
        mask = capacity - 1
        words = .allocate(capacity: 2 * capacity)
        for index in 0..<(2 * capacity) {
            (words + index).initialize(to: Atomic(0))
        }
    }

    deinit {
        words.deinitialize(count: 2 * capacity)
        words.deallocate()
    }

    /// Half full at most, so a probe for a missing key ends quickly.
    var hasRoom: Bool { (count + 1) * 2 <= capacity }

    @inlinable @inline(__always)
    func home(of key: UInt) -> Int {
        // Fibonacci hashing spreads pointer-aligned keys over the whole table; in 64 bits on
        // every platform, so the constant fits where `UInt` is 32 bits wide (arm64_32).
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    @inlinable @inline(__always)
    func find(_ id: ObjectIdentifier) -> Unmanaged<Slot>? {
        let key = UInt(bitPattern: id)
        var index = home(of: key)
        while true {
            let stored = words[2 &* index].load(ordering: .acquiring)
            if stored == key {
                let address = words[2 &* index &+ 1].load(ordering: .acquiring)
                return Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped)
            }
            if stored == 0 { return nil }
            index = (index &+ 1) & mask
        }
    }

    func insert(_ id: ObjectIdentifier, _ slot: Unmanaged<Slot>) {
        let key = UInt(bitPattern: id)
        var index = home(of: key)
        while words[2 * index].load(ordering: .relaxed) != 0 { index = (index + 1) & mask }
        words[2 * index + 1].store(UInt(bitPattern: slot.toOpaque()), ordering: .releasing)
        words[2 * index].store(key, ordering: .releasing)
        count += 1
    }
}
