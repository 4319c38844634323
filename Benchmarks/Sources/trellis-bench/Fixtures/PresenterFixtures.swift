import Synchronization
import Trellis

struct CounterViewModel: Sendable {
    let value: Int
}

final class CounterPresenter: Presenter {
    let viewModels = ViewModels()
}

/// The main-actor listener of the presenter flood: notes when the final value arrives.
@MainActor
final class FinalValueProbe {
    let finalValue: Int
    private(set) var deliveries = 0
    private var seenAt: ContinuousClock.Instant?
    private var waiter: CheckedContinuation<ContinuousClock.Instant, Never>?

    init(finalValue: Int) {
        self.finalValue = finalValue
    }

    func receive(_ viewModel: CounterViewModel) {
        MainActor.assertIsolated()
        deliveries += 1
        sink(viewModel.value)
        guard viewModel.value == finalValue else { return }
        let now = ContinuousClock.now
        seenAt = now
        waiter?.resume(returning: now)
        waiter = nil
    }

    /// When the listener saw the final value; waits for it if it has not yet.
    func waitForFinal() async -> ContinuousClock.Instant {
        if let seenAt { return seenAt }
        return await withCheckedContinuation { waiter = $0 }
    }
}

/// The floor of the flood: the latest value behind a mutex, with no listener.
final class MutexStore: Sendable {
    let latest = Mutex<CounterViewModel?>(nil)
}

/// A screen that listened to a presenter while it was open; dismissing it releases it, and
/// its listener is left for the presenter to prune.
@MainActor
final class DismissedScreen {
    private(set) var value = 0

    func show(_ viewModel: CounterViewModel) {
        value = viewModel.value
    }
}

/// The screen still open when the dismissed ones are pruned: its listener, registered last,
/// proves the delivery reached the screens that stayed.
@MainActor
final class OpenScreen {
    private(set) var value = 0

    func show(_ viewModel: CounterViewModel) {
        MainActor.assertIsolated()
        value = viewModel.value
    }
}
