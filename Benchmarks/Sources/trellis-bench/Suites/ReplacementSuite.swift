import Foundation
import Trellis

/// Reads of a key and calls of an action after they were replaced for the process, against
/// the same reads and calls of ones installed once: a replacement must not leave a slow path.
enum Replacement {
    static let installed = "InjectedValues[Key.self], installed once"
    static let installedParallel = "8 threads: InjectedValues[Key.self], installed once"
    static let plugged = "action(…), plugged once"
    /// What ARC charges to keep a replaceable implementation alive while it runs: the call
    /// plugged once, with one retain and release of an object around it.
    static let pluggedAndKept = "action(…), plugged once, kept alive by ARC (retain + release)"
    static let replacing = "InjectedValues[Key.self] = value, replacing it"
    static let nestedShallow = "re-plugged action calling itself 16 deep, per call"
    /// How deep the deep case nests: most of its calls are deeper than a thread's own 16
    /// hazard words.
    static let deepNesting = 128
    static let threads = 8

    static func group() -> BenchmarkGroup {
        // Installed once, as an app does at start-up.
        InjectedValues[InstalledOnceKey.self] = LiveService(id: 10)
        PluggedOnce.self <~ LikePhotoImplementation(increment: opaque(1))
        // Replaced: installed, then replaced twice, as a test or a debug menu would.
        let latest: any Service = LiveService(id: 13)
        for service in [LiveService(id: 11), LiveService(id: 12), latest] { InjectedValues[ReplacedKey.self] = service }
        for increment in [5, 3, 1] { Replugged.self <~ LikePhotoImplementation(increment: opaque(increment)) }
        let photo = Photo(id: 1, likes: 41)
        expect(same(InjectedValues[ReplacedKey.self], latest), "the replaced key does not read its latest value")
        expect(action(Replugged.self, photo) == 42, "the re-plugged action does not call its latest implementation")
        expect(action(PluggedOnce.self, photo) == 42, "the action plugged once is wrong")
        for _ in 0..<2 { Actions.plug(Nested.self, to: NestedCalls()) }
        expect(action(Nested.self, deepNesting) == deepNesting, "the nested re-plugged action does not nest")
        let replacements: [any Service] = [LiveService(id: 14), LiveService(id: 15)]
        let keptAlive = LiveService(id: 16)

        return BenchmarkGroup(
            title: "After a replacement",
            cases: [
                .loop(Resolve.floor) { n in
                    for _ in 0..<n { sink(Direct.service) }
                },
                .loop(installed) { n in
                    for _ in 0..<n { sink(InjectedValues[InstalledOnceKey.self]) }
                },
                .loop("InjectedValues[Key.self], replaced twice", target: .ratio(to: installed, atMost: 1.5)) { n in
                    for _ in 0..<n { sink(InjectedValues[ReplacedKey.self]) }
                },
                parallel(installedParallel) { n in
                    for _ in 0..<n { sink(InjectedValues[InstalledOnceKey.self]) }
                },
                parallel("8 threads: InjectedValues[Key.self], replaced twice", target: .ratio(to: installedParallel, atMost: 1.5)) { n in
                    for _ in 0..<n { sink(InjectedValues[ReplacedKey.self]) }
                },
                .loop(plugged) { n in
                    for index in 0..<n { sink(action(PluggedOnce.self, Photo(id: index, likes: index))) }
                },
                .loop("action(…), re-plugged twice", target: .ratio(to: plugged, atMost: 1.5)) { n in
                    for index in 0..<n { sink(action(Replugged.self, Photo(id: index, likes: index))) }
                },
                .loop(pluggedAndKept) { n in
                    for index in 0..<n {
                        let kept = Unmanaged.passRetained(keptAlive)
                        sink(pointer: kept.toOpaque())
                        sink(action(PluggedOnce.self, Photo(id: index, likes: index)))
                        kept.release()
                    }
                },
                .loop("action(…), re-plugged twice, against ARC's keeping", target: .ratio(to: pluggedAndKept, atMost: 1.0)) { n in
                    for index in 0..<n { sink(action(Replugged.self, Photo(id: index, likes: index))) }
                },
                .loop(nestedShallow, operationsPerIteration: 16) { n in
                    for _ in 0..<n { sink(action(Nested.self, opaque(16))) }
                },
                .loop(
                    "re-plugged action calling itself \(deepNesting) deep, per call", operationsPerIteration: deepNesting,
                    target: .ratio(to: nestedShallow, atMost: 2)
                ) { n in
                    for _ in 0..<n { sink(action(Nested.self, opaque(deepNesting))) }
                },
                .loop(replacing) { n in
                    for index in 0..<n { InjectedValues[RewrittenKey.self] = replacements[index & 1] }
                },
            ],
            notes: [
                "\"8 threads\" rows start 8 threads that read at once; the figure is wall time over all reads.",
                "A replaced value is read through the reading thread's own hazard word, so readers share no written cache line.",
                "Nested calls deeper than a thread's own 16 hazard words announce in overflow chunks of the same thread.",
                "The replacing row is the reference of the burst table: no thread has been started yet.",
                "A re-plugged implementation can be freed by a replacement while a call runs it, so the call must keep it alive: ARC would retain and release it; the hazard word costs less, as the row against ARC's keeping shows.",
            ]
        )
    }

    /// `body(n)` on each of `threads` threads at once; the time is wall time for all of them.
    private static func parallel(
        _ name: String, target: Target? = nil, _ body: @escaping @Sendable (Int) -> Void
    ) -> BenchmarkCase {
        let perThread = 400_000
        return BenchmarkCase(name, target: target, body: .fixed(operations: threads * perThread) {
            let ready = DispatchGroup()
            let done = DispatchGroup()
            let start = DispatchSemaphore(value: 0)
            for _ in 0..<threads {
                ready.enter()
                done.enter()
                Thread {
                    ready.leave()
                    start.wait()
                    body(perThread)
                    done.leave()
                }.start()
            }
            ready.wait()
            let clock = ContinuousClock()
            let started = clock.now
            for _ in 0..<threads { start.signal() }
            done.wait()
            return clock.now - started
        })
    }
}

/// A scope whose update closure wrote one key many times, then reads of another key.
enum ScopeWrites {
    static let oneWrite = "scope with 1 write, read another key"
    static let reads = 200_000

    static func group() -> BenchmarkGroup {
        BenchmarkGroup(
            title: "Reading inside a scope that wrote one key many times",
            cases: [
                .loop(Resolve.floor) { n in
                    for _ in 0..<n { sink(Direct.service) }
                },
                readsInsideAScope(oneWrite, writes: 1),
                readsInsideAScope(
                    "scope with 10,000 writes of one key, read another key", writes: 10_000,
                    target: .ratio(to: oneWrite, atMost: 1.5)
                ),
            ],
            notes: [
                "Each sample enters one scope (untimed), then times \(Format.count(Double(reads))) reads of a key the scope does not override.",
                "A key written many times by one update closure keeps one entry in its scope.",
            ]
        )
    }

    private static func readsInsideAScope(_ name: String, writes: Int, target: Target? = nil) -> BenchmarkCase {
        let mock = Direct.mock
        return BenchmarkCase(name, target: target, body: .fixed(operations: reads) {
            withInjectedValues { values in
                for _ in 0..<writes { values.service = mock }
            } operation: {
                let clock = ContinuousClock()
                let started = clock.now
                for _ in 0..<reads { sink(InjectedValues[InstalledOnceKey.self]) }
                return clock.now - started
            }
        })
    }
}

// MARK: - Fixtures

private enum InstalledOnceKey: InjectionKey {
    static let defaultValue: any Service = LiveService(id: 20)
}

/// Replaced over and over by the replacing rows, here and after the burst of threads.
enum RewrittenKey: InjectionKey {
    static let defaultValue: any Service = LiveService(id: 22)
}

private enum ReplacedKey: InjectionKey {
    static let defaultValue: any Service = LiveService(id: 21)
}

private enum PluggedOnce: SyncAction {
    typealias Input = Photo
    typealias Output = Int
    typealias Failure = Never
}

private enum Nested: SyncAction {
    typealias Input = Int
    typealias Output = Int
    typealias Failure = Never
}

/// Calls its own action again, `depth` times, each call borrowed from the re-plugged slot.
private struct NestedCalls: SyncPerforming {
    func perform(_ depth: Int) -> Int {
        depth == 0 ? 0 : 1 + action(Nested.self, depth - 1)
    }
}

private enum Replugged: SyncAction {
    typealias Input = Photo
    typealias Output = Int
    typealias Failure = Never
}
