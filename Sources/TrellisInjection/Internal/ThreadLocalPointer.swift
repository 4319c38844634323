#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pointer that each thread sets on its own, for state confined to a synchronous call.
///
/// The update closure of a scope runs synchronously on one thread, so the scope it builds
/// is reachable through a thread-local pointer to a stack variable: no allocation, no lock,
/// and no task-local push (which costs several times more).
@usableFromInline
final class ThreadLocalPointer: Sendable {
    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "Trellis could not create a thread-local key (pthread error \(status)).")
        self.key = key
    }

    /// The pointer this thread set, if any.
    @usableFromInline
    var current: UnsafeMutableRawPointer? { pthread_getspecific(key) }

    /// Sets the pointer to `pointer` while `body` runs on this thread.
    func with<R>(_ pointer: UnsafeMutableRawPointer, _ body: () throws -> R) rethrows -> R {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, pointer)
        defer { pthread_setspecific(key, previous) }
        return try body()
    }
}
