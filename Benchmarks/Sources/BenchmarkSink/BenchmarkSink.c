#include "BenchmarkSink.h"

// Kept out of line and out of sight of the Swift optimizer. The volatile store makes each call
// a real write, so the results handed in are materialised.
static volatile intptr_t bench_last;

void bench_sink(const void *pointer) { bench_last = (intptr_t)pointer; }

void bench_sink_int(intptr_t value) { bench_last = value; }

intptr_t bench_opaque_int(intptr_t value) { return value; }
