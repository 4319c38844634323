import TrellisThreads

/// A value behind a pthread mutex, made and locked by the kit's C target.
///
/// A pthread mutex on every platform, because the thread sanitizer intercepts it everywhere:
/// `Synchronization.Mutex` locks with raw futex calls on Linux, which the sanitizer cannot see,
/// so every access it protects would be reported as a race. Going through the C target keeps
/// this file free of platform modules, so it compiles the same for Linux and Apple platforms.
// @unchecked Sendable: `value` is only read or written between lock and unlock.
package final class Lock<Value: Sendable>: @unchecked Sendable {
    private let mutex: OpaquePointer
    private var value: Value

    package init(_ value: Value) {
        self.value = value
        var error: Int32 = 0
        guard let mutex = trellis_mutex_create(&error) else {
            fatalError("Trellis could not create a mutex (error \(error)): the process is out of memory or of mutexes.")
        }
        self.mutex = mutex
    }

    deinit {
        trellis_mutex_destroy(mutex)
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result: Sendable, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        trellis_mutex_lock(mutex)
        defer { trellis_mutex_unlock(mutex) }
        return try body(&value)
    }
}
