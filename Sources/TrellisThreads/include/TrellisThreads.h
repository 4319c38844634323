#ifndef TRELLIS_THREADS_H
#define TRELLIS_THREADS_H

// What Swift cannot spell: a thread-local read that costs one instruction, a barrier for the
// compiler only, and the Linux system call that fences every running thread at once.

/// The calling thread's record (a `ThreadRecord`), or NULL before its first use.
extern __thread void *trellis_thread_record __attribute__((tls_model("initial-exec")));

static inline void *trellis_current_record(void) { return trellis_thread_record; }

static inline void trellis_set_current_record(void *record) { trellis_thread_record = record; }

/// Keeps the compiler from moving memory accesses across this point; emits no instruction.
static inline void trellis_compiler_barrier(void) { __asm__ __volatile__("" ::: "memory"); }

/// Registers the process for expedited fences; returns 1 when `trellis_fence_all_threads`
/// is available, 0 otherwise (another system, an old kernel, a sandbox that refuses it).
int trellis_register_fences(void);

/// Runs a full memory barrier on every running thread of the process before returning.
void trellis_fence_all_threads(void);

#endif
