#ifndef TRELLIS_THREADS_H
#define TRELLIS_THREADS_H

// The kit's one C target, and the only code of the kit that calls the operating system.
//
// Its Swift callers import no platform module (Glibc, Musl, Darwin, …): every prototype here is
// written against POSIX and C11 with fixed-width types, so it imports into Swift the same way on
// Linux and on every Apple platform, 64-bit or arm64_32. It holds what Swift cannot spell: a
// thread-local read that costs one instruction, per-thread words laid out on their own cache
// lines, the thread-exit hook, a mutex the thread sanitizer understands, the Linux system
// call that fences every running thread at once, and an unbuffered write to standard error.
//
// The protocol these words take part in, and every ordering pair, is written down in
// Sources/TrellisStorage/README.md.

#include <stdbool.h>
#include <stdint.h>

/// How many borrowed reads of replaced values one thread nests in its block; deeper reads
/// announce in overflow chunks (`trellis_overflow_hazard`).
#define TRELLIS_HAZARD_COUNT 16

/// The alignment of every block of hazard words: two 64-byte lines, so that no two threads'
/// words, nor a thread's words and anything else, share a line (Apple's M-series and some
/// Intel parts prefetch pairs of lines).
#define TRELLIS_WORDS_ALIGNMENT 128

/// A chunk of overflow hazard words, defined by TrellisThreads.c: Swift never looks inside one.
struct trellis_hazard_chunk;

/// The words one thread publishes, in the block its thread-local points at, so that each is
/// one load away from the thread-local read: a read of a replaced value touches no other
/// memory of the thread's, and no memory another thread writes.
///
/// Blocks are allocated aligned to `TRELLIS_WORDS_ALIGNMENT` and padded to two alignments
/// (`trellis_words_create`); the type itself keeps its natural alignment, which Swift imports.
typedef struct trellis_thread_words {
    /// How many hazard words are in use; the owning thread's only.
    intptr_t depth;
    /// The scope builder whose update closure runs on this thread; the owning thread's only.
    void *_Nullable building;
    /// The `ThreadRecord` this block belongs to, unretained; set once, before the block is
    /// first made current, and valid while the block is.
    void *_Nullable record;
    /// The first overflow chunk, for reads nested deeper than `TRELLIS_HAZARD_COUNT`; written
    /// by the owning thread, read by scanning writers. Accessed only by the functions below.
    struct trellis_hazard_chunk *_Nullable overflow;
    /// The boxes this thread is reading, innermost last; written by the owning thread, scanned
    /// by writers. Accessed only through the functions below.
    uintptr_t hazards[TRELLIS_HAZARD_COUNT];
    /// Fills the block to two alignments, so the next allocation starts on a line of its own.
    char padding[2 * TRELLIS_WORDS_ALIGNMENT - 4 * sizeof(void *) - TRELLIS_HAZARD_COUNT * sizeof(uintptr_t)];
} trellis_thread_words;

// MARK: - The calling thread's block

/// The calling thread's words, or NULL before its first use and after its exit hook ran.
extern __thread trellis_thread_words *_Nullable trellis_thread_current
#if defined(__ELF__)
    __attribute__((tls_model("initial-exec")))
#endif
    ;

static inline trellis_thread_words *_Nullable trellis_current_words(void) { return trellis_thread_current; }

/// What the kit runs when a thread that holds a block ends: called on the ending thread, after
/// its thread-local was cleared and its block cleaned, to take the block back.
typedef void (*trellis_thread_exit_handler)(trellis_thread_words *_Nonnull words);

/// Creates the thread-local key whose destructor calls `handler`; 0, or the pthread error.
int trellis_thread_exit_install(trellis_thread_exit_handler _Nonnull handler);

/// Makes `words` the calling thread's block and arranges for the exit handler to run when the
/// thread ends; 0, or the pthread error (then the block is not current).
int trellis_thread_attach(trellis_thread_words *_Nonnull words);

// MARK: - Blocks

/// A zeroed block, aligned to `TRELLIS_WORDS_ALIGNMENT`; NULL when out of memory.
trellis_thread_words *_Nullable trellis_words_create(void);

/// Frees `words` and its overflow chunks; no thread may use or scan them any more.
void trellis_words_destroy(trellis_thread_words *_Nonnull words);

/// Clears every hazard word, the depth and the builder of `words`, so the next thread that
/// takes the block inherits nothing.
void trellis_words_clean(trellis_thread_words *_Nonnull words);

/// Copies the nonzero hazard words of `words`, overflow included, into `out` (at most
/// `capacity`) and returns how many there are, which may exceed `capacity`.
intptr_t trellis_words_collect(const trellis_thread_words *_Nonnull words, uintptr_t *_Nullable out, intptr_t capacity);

// MARK: - Hazard words

/// Nonzero once writers fence every thread before they free a replaced box: set by the first
/// writer before it publishes any replacement, read by readers without a fence of their own.
extern int trellis_asymmetric_fences;

static inline void trellis_publish_asymmetric_fences(void) {
    __atomic_store_n(&trellis_asymmetric_fences, 1, __ATOMIC_RELEASE);
}

/// Whether readers were told that writers fence every thread.
static inline int trellis_readers_rely_on_fences(void) {
    return __atomic_load_n(&trellis_asymmetric_fences, __ATOMIC_ACQUIRE);
}

/// Announces `bits` in the hazard word `word` before the caller re-checks, with a sequentially
/// consistent load, that the box is still the latest.
///
/// Ordering pair (README, "Announce and re-check"): this store and the caller's re-check pair
/// with the writer's exchange of the latest box and its scan of the hazard words. Without
/// expedited fences both sides are sequentially consistent, which forbids the store-buffering
/// outcome where each side misses the other's write; with them, a compiler barrier here pairs
/// with the writer's `trellis_fence_all_threads`, a full barrier on this thread.
static inline void trellis_announce_word(uintptr_t *_Nonnull word, uintptr_t bits) {
    if (__atomic_load_n(&trellis_asymmetric_fences, __ATOMIC_RELAXED)) {
        __atomic_store_n(word, bits, __ATOMIC_RELAXED);
        __asm__ __volatile__("" ::: "memory");
    } else {
        __atomic_store_n(word, bits, __ATOMIC_SEQ_CST);
    }
}

/// Clears the hazard word `word` once the caller is done with the box it announced; pairs
/// with the scanning writer's load, so every read of the box happens before its free.
static inline void trellis_retract_word(uintptr_t *_Nonnull word) {
    __atomic_store_n(word, 0, __ATOMIC_RELEASE);
}

/// `trellis_retract_word`, as a call the Swift optimizer cannot see into.
///
/// Swift's ARC optimizer sinks a retain to its first use past anything it believes cannot
/// release the object, and an inlined atomic store to a hazard word is such a thing to it: a
/// reader that copied a value out of a box (`withValue { $0 }`) was compiled to retain that
/// value after the retraction, when a writer may already have freed the box and its value. No
/// retain can be moved past an opaque call, which may release anything. Every borrow ends here.
void trellis_retract_word_opaque(uintptr_t *_Nonnull word);

/// Hazard word `index` (below `TRELLIS_HAZARD_COUNT`) of `words`.
static inline uintptr_t *_Nonnull trellis_hazard_word(trellis_thread_words *_Nonnull words, intptr_t index) {
    return &words->hazards[index];
}

/// Hazard word `index` (at least `TRELLIS_HAZARD_COUNT`) of `words`, in its overflow chunks,
/// which the owning thread adds as it first needs them; NULL when out of memory.
uintptr_t *_Nullable trellis_overflow_hazard(trellis_thread_words *_Nonnull words, intptr_t index);

// MARK: - Fences

/// Registers the process for expedited fences; returns 1 when `trellis_fence_all_threads`
/// is available, 0 otherwise (another system, an old kernel, a sandbox that refuses it, or the
/// environment variable `TRELLIS_MEMBARRIER` set to `0`, which runs the fence-on-both-sides
/// path on Linux too).
int trellis_register_fences(void);

/// Runs a full memory barrier on every running thread of the process before returning.
void trellis_fence_all_threads(void);

// MARK: - Mutex

/// A pthread mutex, which the thread sanitizer understands on every platform.
typedef struct trellis_mutex trellis_mutex;

/// A new mutex; NULL with `*error` set to the pthread error (or ENOMEM) when none can be made.
trellis_mutex *_Nullable trellis_mutex_create(int *_Nonnull error);
void trellis_mutex_destroy(trellis_mutex *_Nonnull mutex);
void trellis_mutex_lock(trellis_mutex *_Nonnull mutex);
void trellis_mutex_unlock(trellis_mutex *_Nonnull mutex);

// MARK: - Standard error

/// Writes the `length` bytes at `text` to standard error, unbuffered, retrying after a signal
/// or a partial write; gives up silently if the stream is closed. For the kit's diagnostics,
/// which must reach the console even when the program stops right after.
void trellis_write_standard_error(const char *_Nonnull text, intptr_t length);

/// Whether this process runs SwiftUI previews: Xcode starts their process with the environment
/// variable `XCODE_RUNNING_FOR_PREVIEWS` set to `1`.
bool trellis_running_for_previews(void);

#endif
