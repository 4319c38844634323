#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Synchronization
#endif

#if canImport(Glibc) || canImport(Musl)

/// A value behind a `pthread_mutex_t`.
///
/// On Linux, `Synchronization.Mutex` locks with raw futex calls that ThreadSanitizer cannot
/// see, so every access it protects is reported as a race; a pthread mutex is intercepted by
/// the sanitizer, which keeps `swift test --sanitize=thread` meaningful.
// @unchecked Sendable: `value` is only read or written between pthread_mutex_lock and unlock.
package final class Lock<Value: Sendable>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "Trellis could not create a mutex (pthread error \(status)).")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result: Sendable, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

#else

/// A value behind a `Synchronization.Mutex` (an `os_unfair_lock` on Apple platforms, which
/// ThreadSanitizer understands).
package final class Lock<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    package init(_ value: Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result: Sendable, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try mutex.withLock { (value) throws(Failure) -> Result in try body(&value) }
    }
}

#endif
