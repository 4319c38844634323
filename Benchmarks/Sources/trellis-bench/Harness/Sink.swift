import BenchmarkSink

/// Hands a reference to the C sink, which the optimizer cannot see through: the value must
/// really be produced on every iteration.
@inline(__always)
func sink(_ object: AnyObject) {
    bench_sink(Unmanaged.passUnretained(object).toOpaque())
}

/// Hands an integer to the C sink.
@inline(__always)
func sink(_ value: Int) {
    bench_sink_int(value)
}

/// `value`, passed through a C function so the optimizer treats it as unknown at run time.
@inline(__always)
func opaque(_ value: Int) -> Int {
    bench_opaque_int(value)
}

/// Hands a raw pointer to the C sink.
@inline(__always)
func sink(pointer: UnsafeMutableRawPointer) {
    bench_sink(pointer)
}
