#include "TrellisThreads.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

__thread trellis_thread_words *trellis_thread_current = 0;
int trellis_asymmetric_fences = 0;

// MARK: - Thread exit

static pthread_key_t trellis_exit_key;
static trellis_thread_exit_handler trellis_exit_handler;

/// The key's destructor, run on the ending thread. Clears the thread-local FIRST: a destructor
/// of another key that runs after this one and reads a replaced value then finds no block and
/// takes a fresh one (attached again, so this destructor runs again in the next round), instead
/// of going on with a block that the next thread to start may already own.
static void trellis_thread_exit(void *value) {
    trellis_thread_words *words = value;
    if (trellis_thread_current == words) trellis_thread_current = 0;
    trellis_words_clean(words);
    trellis_exit_handler(words);
}

int trellis_thread_exit_install(trellis_thread_exit_handler handler) {
    trellis_exit_handler = handler;
    return pthread_key_create(&trellis_exit_key, trellis_thread_exit);
}

int trellis_thread_attach(trellis_thread_words *words) {
    int status = pthread_setspecific(trellis_exit_key, words);
    if (status == 0) trellis_thread_current = words;
    return status;
}

// MARK: - Hazard words

void trellis_retract_word_opaque(uintptr_t *word) { trellis_retract_word(word); }

// MARK: - Blocks

/// Hazard words beyond the block's own: 31 words and a link fill two 128-byte lines.
#define TRELLIS_CHUNK_COUNT 31

typedef struct trellis_hazard_chunk {
    struct trellis_hazard_chunk *next;
    uintptr_t hazards[TRELLIS_CHUNK_COUNT];
} trellis_hazard_chunk;

_Static_assert(sizeof(trellis_thread_words) % TRELLIS_WORDS_ALIGNMENT == 0, "a block fills whole lines");
_Static_assert(sizeof(trellis_hazard_chunk) % TRELLIS_WORDS_ALIGNMENT == 0, "a chunk fills whole lines");

static void *trellis_aligned_zeroed(size_t size) {
    void *memory = 0;
    if (posix_memalign(&memory, TRELLIS_WORDS_ALIGNMENT, size) != 0) return 0;
    memset(memory, 0, size);
    return memory;
}

trellis_thread_words *trellis_words_create(void) {
    return trellis_aligned_zeroed(sizeof(trellis_thread_words));
}

void trellis_words_destroy(trellis_thread_words *words) {
    trellis_hazard_chunk *chunk = words->overflow;
    while (chunk) {
        trellis_hazard_chunk *next = chunk->next;
        free(chunk);
        chunk = next;
    }
    free(words);
}

void trellis_words_clean(trellis_thread_words *words) {
    for (int index = 0; index < TRELLIS_HAZARD_COUNT; index++) trellis_retract_word(&words->hazards[index]);
    for (trellis_hazard_chunk *chunk = words->overflow; chunk; chunk = chunk->next) {
        for (int index = 0; index < TRELLIS_CHUNK_COUNT; index++) trellis_retract_word(&chunk->hazards[index]);
    }
    words->depth = 0;
    words->building = 0;
}

intptr_t trellis_words_collect(const trellis_thread_words *words, uintptr_t *out, intptr_t capacity) {
    intptr_t count = 0;
    for (int index = 0; index < TRELLIS_HAZARD_COUNT; index++) {
        uintptr_t bits = __atomic_load_n(&words->hazards[index], __ATOMIC_SEQ_CST);
        if (bits != 0) {
            if (count < capacity) out[count] = bits;
            count++;
        }
    }
    // Sequentially consistent like the owner's store of each link (see trellis_overflow_hazard).
    trellis_hazard_chunk *chunk = __atomic_load_n(&words->overflow, __ATOMIC_SEQ_CST);
    while (chunk) {
        for (int index = 0; index < TRELLIS_CHUNK_COUNT; index++) {
            uintptr_t bits = __atomic_load_n(&chunk->hazards[index], __ATOMIC_SEQ_CST);
            if (bits != 0) {
                if (count < capacity) out[count] = bits;
                count++;
            }
        }
        chunk = __atomic_load_n(&chunk->next, __ATOMIC_SEQ_CST);
    }
    return count;
}

uintptr_t *trellis_overflow_hazard(trellis_thread_words *words, intptr_t index) {
    intptr_t offset = index - TRELLIS_HAZARD_COUNT;
    trellis_hazard_chunk **link = &words->overflow;
    for (;;) {
        // Only the owning thread stores links, so its own loads need no ordering.
        trellis_hazard_chunk *chunk = __atomic_load_n(link, __ATOMIC_RELAXED);
        if (!chunk) {
            chunk = trellis_aligned_zeroed(sizeof(trellis_hazard_chunk));
            if (!chunk) return 0;
            // Sequentially consistent, before the announcement in it: a writer whose scan is
            // ordered after that announcement (README, "Announce and re-check") is then ordered
            // after this store too, and finds the chunk. Chunks live as long as their block.
            __atomic_store_n(link, chunk, __ATOMIC_SEQ_CST);
        }
        if (offset < TRELLIS_CHUNK_COUNT) return &chunk->hazards[offset];
        offset -= TRELLIS_CHUNK_COUNT;
        link = &chunk->next;
    }
}

// MARK: - Fences

#if defined(__linux__)
#include <linux/membarrier.h>
#include <sys/syscall.h>

/// Whether the environment asks for the fence-on-both-sides path, so that tests and stress
/// runs on Linux exercise the path every Apple platform takes.
static int trellis_fences_disabled(void) {
    const char *setting = getenv("TRELLIS_MEMBARRIER");
    return setting && (strcmp(setting, "0") == 0 || strcmp(setting, "off") == 0);
}

int trellis_register_fences(void) {
    if (trellis_fences_disabled()) return 0;
    long supported = syscall(SYS_membarrier, MEMBARRIER_CMD_QUERY, 0, 0);
    if (supported < 0 || !(supported & MEMBARRIER_CMD_PRIVATE_EXPEDITED)) return 0;
    return syscall(SYS_membarrier, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 0, 0) == 0;
}

void trellis_fence_all_threads(void) {
    syscall(SYS_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0);
}
#else
int trellis_register_fences(void) { return 0; }
void trellis_fence_all_threads(void) {}
#endif

// MARK: - Mutex

struct trellis_mutex {
    pthread_mutex_t mutex;
};

trellis_mutex *trellis_mutex_create(int *error) {
    trellis_mutex *mutex = malloc(sizeof(trellis_mutex));
    if (!mutex) {
        *error = ENOMEM;
        return 0;
    }
    int status = pthread_mutex_init(&mutex->mutex, 0);
    if (status != 0) {
        free(mutex);
        *error = status;
        return 0;
    }
    *error = 0;
    return mutex;
}

void trellis_mutex_destroy(trellis_mutex *mutex) {
    pthread_mutex_destroy(&mutex->mutex);
    free(mutex);
}

void trellis_mutex_lock(trellis_mutex *mutex) { pthread_mutex_lock(&mutex->mutex); }

void trellis_mutex_unlock(trellis_mutex *mutex) { pthread_mutex_unlock(&mutex->mutex); }

// MARK: - Standard error

void trellis_write_standard_error(const char *text, intptr_t length) {
    while (length > 0) {
        ssize_t written = write(STDERR_FILENO, text, (size_t)length);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return;
        text += written;
        length -= written;
    }
}
