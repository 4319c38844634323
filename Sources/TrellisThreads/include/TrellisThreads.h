#ifndef TRELLIS_THREADS_H
#define TRELLIS_THREADS_H

// What Swift cannot spell: a thread-local read that costs one instruction, a block of words
// laid out for it, a barrier for the compiler only, and the Linux system call that fences
// every running thread at once.

/// How many borrowed reads of replaced values one thread can nest before it copies instead.
#define TRELLIS_HAZARD_COUNT 16

/// The words one thread publishes, in the block its thread-local points at, so that each is
/// one load away from the thread-local read: a read of a replaced value touches no other
/// memory of the thread's.
typedef struct trellis_thread_words {
    /// How many hazard words are in use; the owning thread's only.
    long depth;
    /// The scope builder whose update closure runs on this thread; the owning thread's only.
    void *_Nullable building;
    /// The `ThreadRecord` this block belongs to, unretained: records are never freed. Set once,
    /// before the block is first made current.
    void *_Nullable record;
    /// The boxes this thread is reading, innermost last; written by the owning thread, scanned
    /// by writers. Accessed only through the functions below.
    unsigned long hazards[TRELLIS_HAZARD_COUNT];
} trellis_thread_words;

/// The calling thread's words, or NULL before its first use.
extern __thread trellis_thread_words *_Nullable trellis_thread_current __attribute__((tls_model("initial-exec")));

static inline trellis_thread_words *_Nullable trellis_current_words(void) { return trellis_thread_current; }

static inline void trellis_set_current_words(trellis_thread_words *_Nullable words) { trellis_thread_current = words; }

/// Nonzero once writers fence every thread before they free a replaced box: set by the first
/// writer before it publishes any replacement, read by readers without a fence of their own.
extern int trellis_asymmetric_fences;

static inline void trellis_publish_asymmetric_fences(void) {
    __atomic_store_n(&trellis_asymmetric_fences, 1, __ATOMIC_RELEASE);
}

/// Announces `bits` in hazard word `index` of `words` before the caller checks that the box is
/// still the latest: a plain store when writers fence every thread, a full fence otherwise.
static inline void trellis_announce(trellis_thread_words *_Nonnull words, long index, unsigned long bits) {
    if (__atomic_load_n(&trellis_asymmetric_fences, __ATOMIC_RELAXED)) {
        __atomic_store_n(&words->hazards[index], bits, __ATOMIC_RELAXED);
        __asm__ __volatile__("" ::: "memory");  // the writer's expedited fence orders it
    } else {
        __atomic_store_n(&words->hazards[index], bits, __ATOMIC_SEQ_CST);
    }
}

/// Clears hazard word `index` of `words` once the caller is done with the box it announced.
static inline void trellis_retract(trellis_thread_words *_Nonnull words, long index) {
    __atomic_store_n(&words->hazards[index], 0, __ATOMIC_RELEASE);
}

/// Hazard word `index` of `words`, as a writer scanning every thread sees it.
static inline unsigned long trellis_hazard(const trellis_thread_words *_Nonnull words, long index) {
    return __atomic_load_n(&words->hazards[index], __ATOMIC_SEQ_CST);
}

/// Registers the process for expedited fences; returns 1 when `trellis_fence_all_threads`
/// is available, 0 otherwise (another system, an old kernel, a sandbox that refuses it).
int trellis_register_fences(void);

/// Runs a full memory barrier on every running thread of the process before returning.
void trellis_fence_all_threads(void);

#endif
