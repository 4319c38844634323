import Trellis

/// The first delivery after many screens that listened to a presenter were dismissed: the
/// presenter prunes their listeners on the main actor, so the cost must grow linearly and stay
/// below a frame.
enum PresenterPruning {
    static let floor = "one open screen, no dismissed screen (floor)"
    static let frame: Double = 16_000_000

    /// First deliveries timed per sample, each to a new presenter.
    static let deliveriesPerSample = 11

    static func group() -> BenchmarkGroup {
        BenchmarkGroup(
            title: "Presenter: first delivery after dismissed screens",
            cases: [
                fastest(after: 0, name: floor),
                fastest(after: 1_000),
                fastest(after: 3_000),
                fastest(after: 10_000, target: .ratio(to: name(1_000), atMost: 12)),
                BenchmarkCase(
                    "10,000 dismissed screens, then one update: median delivery",
                    target: .nanoseconds(atMost: frame, fasterThan: nil),
                    body: .fixed(operations: 1) {
                        let sorted = await deliveries(after: 10_000).sorted()
                        return sorted[sorted.count / 2]
                    }
                ),
            ],
            notes: [
                "Each dismissed screen listened with `owner:` and was then released; one screen stays"
                    + " open and listens last. A delivery is timed from the update until the main actor"
                    + " runs the job queued after it: the whole delivery, pruning included, as the next frame waits for it.",
                "A sample is \(deliveriesPerSample) first deliveries, each to a new presenter. The first rows"
                    + " keep the fastest, the cost of the work itself, least disturbed by other processes;"
                    + " the last row keeps the median, what a user typically waits.",
            ]
        )
    }

    // MARK: - Internal

    private static func name(_ dismissed: Int) -> String {
        "\(Format.count(Double(dismissed))) dismissed screens, then one update"
    }

    private static func fastest(after dismissed: Int, name: String? = nil, target: Target? = nil) -> BenchmarkCase {
        BenchmarkCase(
            name ?? self.name(dismissed), target: target,
            body: .fixed(operations: 1) { await deliveries(after: dismissed).min() ?? .zero }
        )
    }

    /// `deliveriesPerSample` first deliveries, each to a new presenter that `dismissed`
    /// screens listened to before they were released.
    @MainActor
    private static func deliveries(after dismissed: Int) async -> [Duration] {
        var durations: [Duration] = []
        for run in 1...deliveriesPerSample {
            let presenter = CounterPresenter()
            do {
                let screens = (0..<dismissed).map { _ in DismissedScreen() }
                for screen in screens {
                    presenter.viewModel(CounterViewModel.self, owner: screen) { screen, viewModel in screen.show(viewModel) }
                }
            }
            let open = OpenScreen()
            presenter.viewModel(CounterViewModel.self, owner: open) { open, viewModel in open.show(viewModel) }

            let start = ContinuousClock.now
            presenter.update(viewModel: CounterViewModel(value: run))
            let end = await nextMainActorJob()
            expect(open.value == run, "the open screen saw \(open.value), not \(run), before the next main-actor job")
            durations.append(end - start)
        }
        return durations
    }

    /// When a job queued on the main actor now gets to run.
    @MainActor
    private static func nextMainActorJob() async -> ContinuousClock.Instant {
        await withCheckedContinuation { continuation in
            Task { @MainActor in continuation.resume(returning: ContinuousClock.now) }
        }
    }
}
