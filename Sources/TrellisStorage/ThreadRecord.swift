import Synchronization
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
/// it is about to read in one of its thread's *hazard* words, and a writer frees a box only when
/// no thread announces it (Michael's hazard pointers). The words are per thread, so readers on
/// eight threads never write to a shared cache line: a replaced value scales like one installed
/// once. Borrowed reads nest (an action's implementation calls another action), so a thread has
/// a small stack of hazard words.
///
/// The words sit in a C block (`trellis_thread_words`) that the thread-local points at, so a
/// read finds its depth and hazard word one load after the thread-local read.
///
/// Records are never freed: a thread that ends hands its record to the next thread that starts,
/// so their number is bounded by the most threads ever alive at once.
// @unchecked Sendable: its hazard words are atomics; the rest is touched by the owning thread only.
@usableFromInline
package final class ThreadRecord: @unchecked Sendable {
    /// Borrowed reads one thread can nest before falling back to a locked copy.
    @usableFromInline package static let capacity = Int(TRELLIS_HAZARD_COUNT)

    /// The block the thread-local points at while this record is its thread's.
    @usableFromInline package let words: UnsafeMutablePointer<trellis_thread_words>
    /// Where the user's read that is running on this thread was written, when it goes through
    /// a key path whose getter cannot be given it; the owning thread's only.
    @usableFromInline package let caller: UnsafeMutablePointer<CallerLocation?>
    let isTaken = Atomic<Bool>(true)

    fileprivate init() {
        words = .allocate(capacity: 1)
        caller = .allocate(capacity: 1)
        caller.initialize(to: nil)
        words.initialize(to: trellis_thread_words())
        words.pointee.record = Unmanaged.passUnretained(self).toOpaque()
    }

    // MARK: - This thread's record

    /// The calling thread's words, made or reused on its first call.
    @inlinable @inline(__always)
    package static var currentWords: UnsafeMutablePointer<trellis_thread_words> {
        if let words = trellis_current_words() { return words }
        return claim().words
    }

    /// The calling thread's record, made or reused on its first call.
    @inlinable @inline(__always)
    package static var current: Unmanaged<ThreadRecord> {
        Unmanaged.fromOpaque(currentWords.pointee.record.unsafelyUnwrapped)
    }

    @usableFromInline
    static func claim() -> ThreadRecord {
        ThreadRecords.shared.claim()
    }

    /// Whether some hazard word of this record announces `bits`.
    func announces(_ bits: UInt) -> Bool {
        for index in 0..<Self.capacity where trellis_hazard(words, index) == bits {
            return true
        }
        return false
    }
}

/// How a reader orders its hazard word before its check: with an expedited fence that writers
/// run on every thread (Linux), a reader's store needs no fence of its own.
enum Fences {
    /// Whether writers fence every thread; read once by the first writer, which registers the
    /// process.
    static let areAsymmetric = trellis_register_fences() == 1

    /// Registers the process for expedited fences before the first replacement is published,
    /// and tells readers (through `trellis_asymmetric_fences`) that their announcements need no
    /// fence: a reader reaches a replaced value only after seeing the mark its writer sets next.
    static func prepareForReplacement() {
        if areAsymmetric { trellis_publish_asymmetric_fences() }
    }

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
        trellis_set_current_words(record.words)
        return record
    }

    /// Whether any thread announces `bits` in a hazard word.
    func anyAnnounces(_ bits: UInt) -> Bool {
        all.withLock { records in records.contains { $0.announces(bits) } }
    }
}
