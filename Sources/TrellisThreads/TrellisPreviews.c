#include "TrellisThreads.h"

#include <stdlib.h>
#include <string.h>

bool trellis_running_for_previews(void) {
    const char *setting = getenv("XCODE_RUNNING_FOR_PREVIEWS");
    return setting != NULL && strcmp(setting, "1") == 0;
}
