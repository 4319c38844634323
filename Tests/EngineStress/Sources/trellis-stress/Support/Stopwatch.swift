#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Seconds since it was made, on the monotonic clock: bounds every loop in time and times
/// the reads the scenarios compare.
struct Stopwatch: Sendable {
    private let start = ContinuousClock.now

    /// Seconds since the stopwatch was made.
    var seconds: Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}

/// Sleeps the calling thread for `milliseconds`.
func sleep(milliseconds: Int) {
    usleep(useconds_t(milliseconds * 1000))
}
