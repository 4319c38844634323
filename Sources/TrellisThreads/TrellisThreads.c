#include "TrellisThreads.h"

__thread trellis_thread_words *trellis_thread_current = 0;
int trellis_asymmetric_fences = 0;

#if defined(__linux__)
#include <linux/membarrier.h>
#include <sys/syscall.h>
#include <unistd.h>

int trellis_register_fences(void) {
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
