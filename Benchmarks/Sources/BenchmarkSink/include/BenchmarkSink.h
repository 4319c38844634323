#ifndef BENCHMARK_SINK_H
#define BENCHMARK_SINK_H

#include <stdint.h>

/// Takes a pointer the optimizer must assume is read: defined in another module, so Swift
/// cannot see that it does nothing with it.
void bench_sink(const void *pointer);

/// Takes an integer the optimizer must assume is read.
void bench_sink_int(intptr_t value);

/// Returns `value` unchanged, hiding it from the optimizer: a constant passed through it
/// becomes a run-time value.
intptr_t bench_opaque_int(intptr_t value);

#endif
