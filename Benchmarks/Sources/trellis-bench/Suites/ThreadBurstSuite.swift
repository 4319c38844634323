import Foundation
import Synchronization
import Trellis

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replacing a value after thousands of short-lived threads have come and gone: a writer scans
/// the hazard words of the threads alive now, so the threads of a past burst must cost nothing.
enum ThreadBurst {
    static let threads = 2_000
    static let replacing = "InjectedValues[Key.self] = value, after the burst"

    static func group() -> BenchmarkGroup {
        // The burst: every thread reads a replaced key, so each takes a record of its own, and
        // waits until all are alive at once before it ends. Replaced here, so the group does
        // the same when it runs alone (`--filter burst`).
        for id in [18, 19] { InjectedValues[RewrittenKey.self] = LiveService(id: id) }
        let alive = Alive()
        runAllToTheirEnd(count: threads) {
            sink(InjectedValues[RewrittenKey.self])
            alive.count.add(1, ordering: .relaxed)
            while alive.count.load(ordering: .relaxed) < threads { sched_yield() }
        }
        expect(alive.count.load(ordering: .relaxed) == threads, "the burst did not start \(threads) threads")
        let replacements: [any Service] = [LiveService(id: 16), LiveService(id: 17)]

        return BenchmarkGroup(
            title: "After a burst of \(Format.count(Double(threads))) threads",
            cases: [
                .loop(Resolve.floor) { n in
                    for _ in 0..<n { sink(Direct.service) }
                },
                .loop(replacing, target: .flat(relativeTo: Replacement.replacing, tolerance: 1)) { n in
                    for index in 0..<n { InjectedValues[RewrittenKey.self] = replacements[index & 1] }
                },
            ],
            notes: [
                "Before this table, \(Format.count(Double(threads))) threads were alive at once, each having read a replaced key, and all ended.",
                "The target compares this row's ratio to its floor with that of \"\(Replacement.replacing)\" in \"After a replacement\": within 2×.",
            ]
        )
    }

    /// How many threads of the burst have started.
    private final class Alive: Sendable {
        let count = Atomic(0)
    }

    /// Runs `body` on `count` POSIX threads at once, and returns once every one has ended, its
    /// thread-exit destructors included (`Thread` gives no join).
    private static func runAllToTheirEnd(count: Int, _ body: @escaping @Sendable () -> Void) {
        final class Body: Sendable {
            let run: @Sendable () -> Void
            init(_ run: @escaping @Sendable () -> Void) { self.run = run }
        }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, 256 * 1024)
        defer { pthread_attr_destroy(&attributes) }
        var started: [pthread_t] = []
        for _ in 0..<count {
            let context = Unmanaged.passRetained(Body(body)).toOpaque()
            #if canImport(Darwin)
                var thread: pthread_t?
                let status = pthread_create(&thread, &attributes, { context in
                    Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
                    return nil
                }, context)
                if status == 0, let thread { started.append(thread) }
            #else
                var thread = pthread_t()
                let status = pthread_create(&thread, &attributes, { context in
                    Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
                    return nil
                }, context)
                if status == 0 { started.append(thread) }
            #endif
            expect(status == 0, "could not start thread \(started.count + 1) of the burst (error \(status))")
        }
        for thread in started { pthread_join(thread, nil) }
    }
}
