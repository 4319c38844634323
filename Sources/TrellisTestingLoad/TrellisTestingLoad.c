#include "TrellisTestingLoad.h"

/// Defined in TrellisTesting (`@_cdecl("trellis_testing_loaded")`): installs the reporter the
/// core modules use to fail a test.
extern void trellis_testing_loaded(void);

/// Runs when the binary that links TrellisTesting is loaded: a test bundle, never an app.
__attribute__((constructor, used)) static void trellis_testing_load(void) {
    trellis_testing_loaded();
}
