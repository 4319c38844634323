import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends the process when a scenario stops making progress, so that a deadlock in the engine
/// fails a CI run in seconds instead of hanging it.
///
/// Every loop of a scenario calls ``tick()``; a thread of its own checks the count once a
/// second and, after `limit` seconds without a change, prints `HUNG <scenario>: no progress
/// for N s` and exits with status 2. It writes with `write(2)` and leaves with `_exit`, so a
/// thread stuck holding a lock (stdout's, malloc's, the engine's) cannot stop it too.
enum Watchdog {
    /// Seconds without progress before the process is ended.
    static let limit = 20

    private static let progress = Atomic<Int>(0)

    /// Records that the running scenario did something.
    @inline(__always)
    static func tick() {
        progress.add(1, ordering: .relaxed)
    }

    /// Starts watching `scenario`.
    static func start(watching scenario: String) {
        let line = "HUNG \(scenario): no progress for \(limit) s\n"
        PThread.detach {
            var last = progress.load(ordering: .relaxed)
            var quiet = 0
            while true {
                sleep(1)
                let now = progress.load(ordering: .relaxed)
                if now != last {
                    last = now
                    quiet = 0
                    continue
                }
                quiet += 1
                if quiet >= limit {
                    var bytes = Array(line.utf8)
                    _ = write(1, &bytes, bytes.count)
                    _exit(2)
                }
            }
        }
    }
}
