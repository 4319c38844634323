#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A raw POSIX thread.
///
/// The scenarios start and end threads by the thousand, end one in the middle of a call and
/// run code in thread-exit destructors: what the engine's per-thread records must survive,
/// and what neither Swift concurrency nor Foundation's `Thread` lets a test control.
struct PThread {
    let handle: pthread_t

    /// Starts `body` on a new thread; ``join()`` it.
    static func start(_ body: @escaping @Sendable () -> Void) -> PThread {
        let context = Unmanaged.passRetained(ThreadStart(body)).toOpaque()
        #if canImport(Darwin)
            var handle: pthread_t?
        #else
            var handle = pthread_t()
        #endif
        let status = pthread_create(&handle, nil, { raw in
            let start = Unmanaged<ThreadStart>.fromOpaque(nonNil(raw)).takeRetainedValue()
            start.body()
            return nil
        }, context)
        guard status == 0 else { fatalError("trellis-stress: pthread_create failed (error \(status))") }
        #if canImport(Darwin)
            return PThread(handle: handle!)
        #else
            return PThread(handle: handle)
        #endif
    }

    /// Starts `body` on a thread nobody joins.
    static func detach(_ body: @escaping @Sendable () -> Void) {
        pthread_detach(start(body).handle)
    }

    /// Waits for the thread to end, thread-exit destructors included.
    func join() {
        let status = pthread_join(handle, nil)
        guard status == 0 else { fatalError("trellis-stress: pthread_join failed (error \(status))") }
    }
}

/// What a new thread runs, carried through `pthread_create`'s one pointer.
private final class ThreadStart {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

/// The pointer a C callback is given, which only some platforms declare optional.
func nonNil(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer {
    pointer.unsafelyUnwrapped
}

/// A pthread key of the scenario's own, whose destructor runs when a thread that set it ends.
///
/// glibc runs key destructors in the order the keys were made, so a key made after the
/// engine's runs its destructor after the engine's: the moment the engine has handed the
/// ending thread's record to the next thread.
struct ThreadExitKey: Sendable {
    #if canImport(Darwin)
        typealias Destructor = @convention(c) (UnsafeMutableRawPointer) -> Void
    #else
        typealias Destructor = @convention(c) (UnsafeMutableRawPointer?) -> Void
    #endif

    let key: pthread_key_t

    init(destructor: Destructor) {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, destructor)
        guard status == 0 else { fatalError("trellis-stress: pthread_key_create failed (error \(status))") }
        self.key = key
    }

    /// Sets the calling thread's value, so the destructor runs with it when the thread ends.
    func set(_ value: UnsafeMutableRawPointer) {
        pthread_setspecific(key, value)
    }
}

/// Ends the calling thread at once, from wherever it is: no Swift `defer` runs on the way out.
func endThisThread() -> Never {
    pthread_exit(nil)
}

/// Lets another thread run: widens the windows in which threads overlap on two cores.
func yieldThread() {
    sched_yield()
}
