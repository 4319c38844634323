import Trellis

/// The first delivery after many screens that listened to a presenter were dismissed: the
/// presenter prunes their listeners on the main actor, so the cost must grow linearly and stay
/// below a frame.
enum PresenterPruning {
    static let floor = "one open screen, no dismissed screen (floor)"
    static let frame: Double = 16_000_000

    /// Deliveries timed per run; each sample is their mean.
    static let deliveriesPerRun = 3

    static func group() -> BenchmarkGroup {
        BenchmarkGroup(
            title: "Presenter: first delivery after dismissed screens",
            cases: [
                delivery(after: 0, name: floor),
                delivery(after: 1_000),
                delivery(after: 3_000),
                delivery(after: 10_000, target: .ratio(to: name(1_000), atMost: 12)),
                BenchmarkCase(
                    "10,000 dismissed screens: main actor held",
                    target: .nanoseconds(atMost: frame, fasterThan: nil),
                    body: .fixed(operations: deliveriesPerRun) { await time(dismissed: 10_000, until: .mainActorFree) }
                ),
            ],
            notes: [
                "Each dismissed screen listened with `owner:` and was then released;"
                    + " one screen stays open and listens last.",
                "\"then one update\" rows: from the update until the open screen's listener runs."
                    + " \"main actor held\": from the update until the main actor runs the next job queued after it.",
            ]
        )
    }

    // MARK: - Internal

    private static func name(_ dismissed: Int) -> String {
        "\(Format.count(Double(dismissed))) dismissed screens, then one update"
    }

    private static func delivery(after dismissed: Int, name: String? = nil, target: Target? = nil) -> BenchmarkCase {
        BenchmarkCase(
            name ?? self.name(dismissed), target: target,
            body: .fixed(operations: deliveriesPerRun) { await time(dismissed: dismissed, until: .listenerCalled) }
        )
    }

    /// Where the timing of one delivery ends.
    enum End {
        /// The open screen's listener, registered after the dismissed ones, has run.
        case listenerCalled
        /// A main-actor job queued right after the update has run: the main actor is free.
        case mainActorFree
    }

    /// The total of `deliveriesPerRun` first deliveries, each to a new presenter that
    /// `dismissed` screens listened to before they were released.
    @MainActor
    private static func time(dismissed: Int, until end: End) async -> Duration {
        var total = Duration.zero
        for run in 1...deliveriesPerRun {
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
            let free = await nextMainActorJob()
            guard let seenAt = open.seenAt else { fail("the open screen's listener did not run before the next main-actor job") }
            expect(open.value == run, "the open screen saw \(open.value), not \(run)")
            total += (end == .listenerCalled ? seenAt : free) - start
        }
        return total
    }

    /// When a job queued on the main actor now gets to run.
    @MainActor
    private static func nextMainActorJob() async -> ContinuousClock.Instant {
        await withCheckedContinuation { continuation in
            Task { @MainActor in continuation.resume(returning: ContinuousClock.now) }
        }
    }
}
