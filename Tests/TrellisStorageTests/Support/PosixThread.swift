#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// POSIX threads that a test can wait for to their very end: `Thread` and tasks give no join,
/// and what these tests look at happens in a thread's exit destructors, after its body.
enum PosixThread {
    /// Runs `body` on a new thread and returns once that thread has ended, its thread-local
    /// destructors included.
    static func runToItsEnd(_ body: @escaping @Sendable () -> Void) {
        runAllToTheirEnd([body])
    }

    /// Runs every body on a thread of its own, all at once, and returns once all have ended.
    static func runAllToTheirEnd(_ bodies: [@Sendable () -> Void]) {
        let threads = bodies.map(start)
        for thread in threads { pthread_join(thread, nil) }
    }

    private static func start(_ body: @escaping @Sendable () -> Void) -> pthread_t {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Darwin)
            var thread: pthread_t?
            let status = pthread_create(&thread, nil, { context in
                Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
            precondition(status == 0, "pthread_create failed: \(status)")
            return thread!
        #else
            var thread = pthread_t()
            let status = pthread_create(&thread, nil, { context in
                Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
                return nil
            }, context)
            precondition(status == 0, "pthread_create failed: \(status)")
            return thread
        #endif
    }

    final class Body: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}

/// A thread-local key of the test's own, made after the kit's, whose destructor runs a closure
/// when a thread that set it ends: after the kit's own destructor, as an app's would.
final class ThreadExitHook: Sendable {
    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, threadExitHookDestructor)
        precondition(status == 0, "pthread_key_create failed: \(status)")
        self.key = key
    }

    /// Runs `body` when the calling thread ends.
    func onExit(_ body: @escaping @Sendable () -> Void) {
        pthread_setspecific(key, Unmanaged.passRetained(HookBody(body)).toOpaque())
    }
}

private typealias HookBody = PosixThread.Body

#if canImport(Darwin)
    private let threadExitHookDestructor: @convention(c) (UnsafeMutableRawPointer) -> Void = { pointer in
        Unmanaged<HookBody>.fromOpaque(pointer).takeRetainedValue().run()
    }
#else
    private let threadExitHookDestructor: @convention(c) (UnsafeMutableRawPointer?) -> Void = { pointer in
        guard let pointer else { return }
        Unmanaged<HookBody>.fromOpaque(pointer).takeRetainedValue().run()
    }
#endif
