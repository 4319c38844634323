import Synchronization
import Trellis

/// A flood of view-model updates from several tasks, until the main-actor listener has the
/// last one.
enum Presentation {
    static let updates = 1_000_000
    static let tasks = 4

    /// Main-actor deliveries of each run, for the note under the table.
    private static let deliveries = Mutex<[Int]>([])

    static func group() -> BenchmarkGroup {
        deliveries.withLock { $0.removeAll() }
        return BenchmarkGroup(
            title: "Presenter: \(Format.count(Double(updates))) updates from \(tasks) tasks",
            cases: [
                BenchmarkCase(
                    "mutex store, no listener (floor)",
                    body: .fixed(operations: updates) { await mutexFlood() }
                ),
                BenchmarkCase(
                    "Trellis update(viewModel:) → main-actor listener",
                    target: .throughput(atLeast: 1_000_000), showsThroughput: true,
                    body: .fixed(operations: updates) { await presenterFlood() }
                ),
            ]
        )
    }

    /// The notes known once the group has run.
    static func notes() -> [String] {
        let runs = deliveries.withLock { $0 }.sorted()
        guard let median = runs.isEmpty ? nil : runs[runs.count / 2] else { return [] }
        return [
            "Timed from the first update until the listener, on the main actor, sees the last value;"
                + " the listener ran \(Format.count(Double(median))) times per run (median): updates coalesce.",
            "The floor stores each update behind a Mutex from the same tasks and waits only for them.",
        ]
    }

    // MARK: - Internal

    /// Sends the flood through a presenter, timed until its main-actor listener has the last
    /// value.
    private static func presenterFlood() async -> Duration {
        let presenter = CounterPresenter()
        let probe = await MainActor.run { FinalValueProbe(finalValue: updates) }
        await MainActor.run {
            _ = presenter.viewModel { (viewModel: CounterViewModel) in probe.receive(viewModel) }
        }
        let watchdog = Task.detached {
            try? await Task.sleep(for: .seconds(120))
            if !Task.isCancelled { fail("the presenter listener never saw the final view model") }
        }
        defer { watchdog.cancel() }

        let clock = ContinuousClock()
        let start = clock.now
        await flood { presenter.update(viewModel: $0) }
        let end = await probe.waitForFinal()
        let runs = await MainActor.run { probe.deliveries }
        deliveries.withLock { $0.append(runs) }
        return end - start
    }

    /// The same flood into a mutex-guarded value, timed until the tasks are done.
    private static func mutexFlood() async -> Duration {
        let store = MutexStore()
        let clock = ContinuousClock()
        let start = clock.now
        await flood { viewModel in store.latest.withLock { $0 = viewModel } }
        let end = clock.now
        expect(store.latest.withLock { $0?.value } == updates, "the mutex store lost the final value")
        return end - start
    }

    /// Publishes `updates` view models: `tasks` tasks publish all but the last, then the final
    /// value goes out once they are done, so it is the latest one stored.
    private static func flood(_ publish: @escaping @Sendable (CounterViewModel) -> Void) async {
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<tasks {
                group.addTask {
                    var value = 1 + worker
                    while value < updates {
                        publish(CounterViewModel(value: value))
                        value += tasks
                    }
                }
            }
        }
        publish(CounterViewModel(value: updates))
    }
}
