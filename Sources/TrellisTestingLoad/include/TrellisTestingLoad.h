#ifndef TRELLIS_TESTING_LOAD_H
#define TRELLIS_TESTING_LOAD_H

// TrellisTesting's load-time hook. The core modules learn that tests may run, and how to
// fail one, only from TrellisTesting, which only test targets link; this constructor tells
// them as the test binary loads, before any test or any read of a dependency runs.
//
// Nothing here is called from Swift: the header exists so the target is a module.

#endif
