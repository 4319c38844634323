public import Synchronization  // public: the inlinable read path uses its atomics
public import TrellisThreads  // public: the inlinable read path finds its thread's record
import TrellisSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one thread publishes about its reads of replaced values, the scope it is building, and
/// where the read it is making was written.
///
/// A replaced value lives in a box that the next replacement frees. A reader announces the box
/// it is about to read in one of its record's *hazard* words, and a writer frees a box only when
/// no record announces it (Michael's hazard pointers). The words are per thread, so readers on
/// eight threads never write to a shared cache line: a replaced value scales like one installed
/// once. Borrowed reads nest (an action's implementation calls another action), so a record has
/// a small stack of hazard words.
///
/// Records are never freed: a thread that ends hands its record to the next thread that starts,
/// so their number is bounded by the most threads ever alive at once.
// @unchecked Sendable: its words are atomics; `depth`, `building` and `caller` are touched by the owning thread only.
@usableFromInline
package final class ThreadRecord: @unchecked Sendable {
    /// Borrowed reads one thread can nest before falling back to a locked copy.
    @usableFromInline package static let capacity = 16

    @usableFromInline package let hazards: UnsafeMutablePointer<Atomic<UInt>>
    /// How many hazard words are in use; the owning thread's only.
    @usableFromInline package let depth: UnsafeMutablePointer<Int>
    /// The scope whose update closure runs on this thread; the owning thread's only.
    @usableFromInline package let building: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    /// Where the user's read that is running on this thread was written, when it goes through
    /// a key path whose getter cannot be given it; the owning thread's only.
    @usableFromInline package let caller: UnsafeMutablePointer<CallerLocation?>
    let isTaken = Atomic<Bool>(true)

    fileprivate init() {
        hazards = .allocate(capacity: Self.capacity)
        for index in 0..<Self.capacity { (hazards + index).initialize(to: Atomic(0)) }
        depth = .allocate(capacity: 1)
        depth.initialize(to: 0)
        building = .allocate(capacity: 1)
        building.initialize(to: nil)
        caller = .allocate(capacity: 1)
        caller.initialize(to: nil)
    }

    // MARK: - This thread's record

    /// The calling thread's record, made or reused on its first call.
    @inlinable @inline(__always)
    package static var current: Unmanaged<ThreadRecord> {
        if let pointer = trellis_current_record() { return Unmanaged.fromOpaque(pointer) }
        return claim()
    }

    @usableFromInline
    static func claim() -> Unmanaged<ThreadRecord> {
        Unmanaged.passUnretained(ThreadRecords.shared.claim())
    }

    /// Whether some hazard word of this record announces `bits`.
    func announces(_ bits: UInt) -> Bool {
        for index in 0..<Self.capacity where hazards[index].load(ordering: .sequentiallyConsistent) == bits {
            return true
        }
        return false
    }
}

/// How a reader orders its hazard word before its check: with an expedited fence that writers
/// run on every thread (Linux), a reader's store needs no fence of its own.
@usableFromInline
package enum Fences {
    /// Whether writers fence every thread; read once, which registers the process.
    @usableFromInline package static let areAsymmetric = trellis_register_fences() == 1

    /// How many fences have started; a writer whose publication precedes a fence that started
    /// later needs no fence of its own.
    private static let started = Atomic<Int>(0)
    private static let fencing = Lock<Int>(0)

    /// Orders every thread's earlier announcements before the caller's next loads: an
    /// expedited fence on every running thread, shared by writers that publish at once.
    static func fenceEveryThread() {
        guard areAsymmetric else { return }
        let published = started.load(ordering: .sequentiallyConsistent)
        fencing.withLock { fences in
            // A fence that started after this writer published, and has finished (it held
            // the lock), already ordered every announcement this writer must see.
            guard started.load(ordering: .sequentiallyConsistent) == published else { return }
            started.add(1, ordering: .sequentiallyConsistent)
            trellis_fence_all_threads()
            fences += 1
        }
    }
}

/// Every thread record ever made, and the thread-local key that tells when a thread ends.
package final class ThreadRecords: Sendable {
    static let shared = ThreadRecords()

    let key: pthread_key_t
    private let all = Lock<[ThreadRecord]>([])

    private init() {
        var key = pthread_key_t()
        // The destructor runs when a thread ends: its record is handed to the next thread.
        let status = pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            let record = Unmanaged<ThreadRecord>.fromOpaque(UnsafeMutableRawPointer(mutating: pointer))
                .takeUnretainedValue()
            record.isTaken.store(false, ordering: .releasing)
        }
        guard status == 0 else {
            fatalError("Trellis: could not create a thread-local key (pthread error \(status)); the process is out of keys.")
        }
        self.key = key
    }

    /// Gives the calling thread a record: a free one, or a new one.
    func claim() -> ThreadRecord {
        let record = all.withLock { records in
            for record in records
            where record.isTaken.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
                return record
            }
            let record = ThreadRecord()
            records.append(record)
            return record
        }
        // The pthread key only tells the thread's end; reads go through the C thread-local.
        pthread_setspecific(key, Unmanaged.passUnretained(record).toOpaque())
        trellis_set_current_record(Unmanaged.passUnretained(record).toOpaque())
        return record
    }

    /// Whether any thread announces `bits` in a hazard word.
    func anyAnnounces(_ bits: UInt) -> Bool {
        all.withLock { records in records.contains { $0.announces(bits) } }
    }
}
