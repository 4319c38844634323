import Trellis

/// A flow whose closure captures itself: it stays alive after it finishes.
final class AbandonedCoordinator: Coordinator {
    let children = CoordinatorChildren()
    private var onClose: (() -> Void)?

    func start() {
        onClose = { self.finish() }  // captures itself on purpose
    }
}

/// Turns the shared leak detector on, with no grace period, then leaves a finished flow and an
/// object the probe reports itself alive, and ends every grace period: a debug build would
/// report both, a release build must watch and report nothing.
@MainActor func leaveFlowsAliveWithTheLeakDetectorOn() {
    let detector = LeakDetector.shared
    detector.enable(gracePeriod: .zero)
    detector.onReport = { report in printNow("reported \(report.typeName)") }

    let root = CheckoutCoordinator()
    root.startChild(AbandonedCoordinator()).finish()
    detector.expectDeallocation(of: root)
    let found = detector.checkNow()

    printNow(
        """
        leak detector: available \(LeakDetector.isAvailable), enabled \(detector.isEnabled), \
        pending \(detector.pendingCount), reports \(found.count + detector.reports.count)
        """
    )
}
