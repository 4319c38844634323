import Synchronization
public import TrellisThreads  // public: the inlinable read path finds its thread's record
import TrellisSupport

/// What one thread publishes about its reads of replaced values, the scope it is building, and
/// where the read it is making was written.
///
/// A replaced value lives in a box that the next replacement frees. A reader announces the box
/// it is about to read in one of its thread's *hazard* words, and a writer frees a box only when
/// no thread announces it (Michael's hazard pointers). The words are per thread, on cache lines
/// of their own, so readers on eight threads never write to a shared line: a replaced value
/// scales like one installed once. Borrowed reads nest (an action's implementation calls
/// another action), so a thread has a stack of hazard words: sixteen in its block, more in
/// overflow chunks added as it first nests deeper.
///
/// The words sit in a C block (`trellis_thread_words`) that the thread-local points at, so a
/// read finds its depth and hazard word one load after the thread-local read.
///
/// A record belongs to one thread from ``ThreadRecords/claim()`` until that thread ends; then
/// it is cleaned and kept for the next thread or freed (see `Sources/TrellisStorage/README.md`).
// @unchecked Sendable: its hazard words are atomics; the rest is touched by the owning thread,
// or by ``ThreadRecords`` under its lock.
@usableFromInline
package final class ThreadRecord: @unchecked Sendable {
    /// The block the thread-local points at while this record is its thread's.
    @usableFromInline package let words: UnsafeMutablePointer<trellis_thread_words>
    /// Where the user's read that is running on this thread was written, when it goes through
    /// a key path whose getter cannot be given it; the owning thread's only.
    @usableFromInline package let caller: UnsafeMutablePointer<CallerLocation?>
    /// Where this record is in ``ThreadRecords``' live list; touched under its lock only.
    fileprivate var position = 0

    fileprivate init() {
        guard let words = trellis_words_create() else {
            fatalError("Trellis: out of memory for a thread's hazard words.")
        }
        self.words = words
        caller = .allocate(capacity: 1)
        caller.initialize(to: nil)
        words.pointee.record = Unmanaged.passUnretained(self).toOpaque()
    }

    deinit {
        trellis_words_destroy(words)
        caller.deinitialize(count: 1)
        caller.deallocate()
    }
}

/// The calling thread's record and words.
///
/// An enum, not statics on ``ThreadRecord``: reaching a class's static costs a call for its
/// metadata, on every read of a replaced value.
@usableFromInline
package enum CurrentThread {
    /// Hazard words in a thread's own block; deeper reads use its overflow chunks.
    @usableFromInline package static let capacity = Int(TRELLIS_HAZARD_COUNT)

    /// The calling thread's words, made or reused on its first call.
    @inlinable @inline(__always)
    package static var words: UnsafeMutablePointer<trellis_thread_words> {
        if let words = trellis_current_words() { return words }
        return claim()
    }

    /// The calling thread's record, made or reused on its first call.
    @inlinable @inline(__always)
    package static var record: Unmanaged<ThreadRecord> {
        Unmanaged.fromOpaque(words.pointee.record.unsafelyUnwrapped)
    }

    @usableFromInline @inline(never)
    static func claim() -> UnsafeMutablePointer<trellis_thread_words> {
        ThreadRecords.shared.claim().words
    }

    /// Hazard word `index` of a thread nested deeper than its own block, in an overflow chunk.
    @usableFromInline @inline(never)
    static func overflowWord(_ words: UnsafeMutablePointer<trellis_thread_words>, _ index: Int) -> UnsafeMutablePointer<UInt> {
        guard let word = trellis_overflow_hazard(words, index) else {
            fatalError("Trellis: out of memory for hazard words at a read nested \(index + 1) deep.")
        }
        return word
    }
}

/// The records of the threads alive now, the few kept for threads to come, and the hook that
/// takes a record back when its thread ends.
///
/// Writers scan the live records only, so a replacement costs the same after a burst of
/// thousands of short-lived threads as before it.
package final class ThreadRecords: Sendable {
    static let shared = ThreadRecords()

    /// How many records of ended threads are kept for threads to come; more are freed.
    static let spareCapacity = 16

    private struct Pool: Sendable {
        /// The records of threads alive now, in no order.
        var live: [ThreadRecord] = []
        /// Clean records of ended threads.
        var spare: [ThreadRecord] = []
    }

    private let pool = Lock(Pool())

    private init() {
        let status = trellis_thread_exit_install { words in
            ThreadRecords.shared.takeBack(words)
        }
        guard status == 0 else {
            fatalError("Trellis: could not create a thread-local key (pthread error \(status)); the process is out of keys.")
        }
    }

    /// Gives the calling thread a record: a spare one, or a new one.
    func claim() -> ThreadRecord {
        let record = pool.withLock { pool in
            let record = pool.spare.popLast() ?? ThreadRecord()
            record.position = pool.live.count
            pool.live.append(record)
            return record
        }
        let status = trellis_thread_attach(record.words)
        guard status == 0 else {
            fatalError("Trellis: could not register this thread's record for its exit (pthread error \(status)); the process is out of memory.")
        }
        return record
    }

    /// Takes back the record whose block is `words`, from the thread that is ending; its
    /// thread-local was cleared and the block cleaned before (`trellis_thread_exit`). Then frees
    /// the retired boxes no thread announces: a thread that ended inside a read never ended its
    /// borrow, and may have been the last to hold one (README, "Thread exit").
    private func takeBack(_ words: UnsafeMutablePointer<trellis_thread_words>) {
        let record = Unmanaged<ThreadRecord>.fromOpaque(words.pointee.record.unsafelyUnwrapped).takeUnretainedValue()
        record.caller.pointee = nil
        // Freed after the lock is let go, if it is not kept.
        let freed: ThreadRecord? = pool.withLock { pool in
            let last = pool.live.removeLast()
            if last !== record {
                pool.live[record.position] = last
                last.position = record.position
            }
            guard pool.spare.count < Self.spareCapacity else { return record }
            pool.spare.append(record)
            return nil
        }
        _ = freed
        Retirement.shared.sweep().free()
    }

    /// The boxes any live thread announces, for a writer deciding which retired boxes to free.
    ///
    /// The records cannot be freed while this runs: a thread's record is taken back under the
    /// same lock.
    func announcedBoxes() -> [UInt] {
        pool.withLock { pool in
            var announced: [UInt] = []
            for record in pool.live {
                // Room for a thread's own words first; a thread nested deeper says how many more.
                var room = CurrentThread.capacity
                while true {
                    let start = announced.count
                    announced.append(contentsOf: repeatElement(0, count: room))
                    let found = announced.withUnsafeMutableBufferPointer { buffer in
                        trellis_words_collect(record.words, buffer.baseAddress.unsafelyUnwrapped + start, room)
                    }
                    if found <= room {
                        announced.removeLast(room - found)
                        break
                    }
                    announced.removeLast(room)
                    room = found
                }
            }
            return announced
        }
    }

    /// How many records belong to threads alive now, and how many are kept spare.
    package var counts: (live: Int, spare: Int) {
        pool.withLock { ($0.live.count, $0.spare.count) }
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
