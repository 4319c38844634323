import Testing
import TrellisLeaks
import TrellisNavigation

/// The screen logic of a checkout: it keeps the closure that ends the flow.
@MainActor
private final class CheckoutPresenter {
    var onDone: (() -> Void)?
}

/// A checkout flow whose presenter keeps a closure that captures the flow strongly: a cycle
/// that `finish()` does not break.
private final class LeakingCheckoutCoordinator: Coordinator {
    let children = CoordinatorChildren()
    let presenter = CheckoutPresenter()

    func start() {
        presenter.onDone = { self.finish() }  // should capture [weak self]
    }
}

/// The same flow written right: the closure captures the flow weakly.
private final class CheckoutCoordinator: Coordinator {
    let children = CoordinatorChildren()
    let presenter = CheckoutPresenter()

    func start() {
        presenter.onDone = { [weak self] in self?.finish() }
    }
}

private final class AppCoordinator: Coordinator {
    let children = CoordinatorChildren()
    func start() {}
}

/// A finished coordinator that stays alive is reported with the line that finished it.
@MainActor
struct CoordinatorLeakTests {
    /// Runs `body` with a detector of its own as the current one, reporting to nobody, and
    /// returns it for the test to check.
    private func watching(_ body: () -> Void) -> LeakDetector {
        let detector = LeakDetector(gracePeriod: .seconds(60))
        detector.onReport = { _ in }
        LeakDetector.$current.withValue(detector, operation: body)
        return detector
    }

    @Test func aFinishedChildThatStaysAliveIsReportedWithTheLineThatFinishedIt() {
        // Given a child whose presenter's closure holds it
        let app = AppCoordinator()
        var line: UInt = 0

        // When it finishes
        let detector = watching {
            let checkout = app.startChild(LeakingCheckoutCoordinator())
            line = #line + 1
            checkout.finish()
        }

        // Then
        #expect(app.children.isEmpty)
        #expect(detector.checkNow().map { "\($0.typeName) at \($0.dismissedAt)" } == ["LeakingCheckoutCoordinator at \(#fileID):\(line)"])
    }

    @Test func aFinishedChildThatIsReleasedIsNotReported() {
        // Given a child written right
        let app = AppCoordinator()

        // When it finishes through its presenter
        var waiting = 0
        let detector = watching {
            let checkout = app.startChild(CheckoutCoordinator())
            checkout.presenter.onDone?()
            waiting = LeakDetector.current.pendingCount
        }

        // Then it was watched, and it is gone
        #expect(waiting == 1)
        #expect(detector.checkNow().isEmpty)
    }

    @Test func finishingAFlowWatchesEveryCoordinatorThatLeftItsParentAtTheSameLine() {
        // Given a leaking flow that runs a leaking child of its own
        let app = AppCoordinator()
        var line: UInt = 0

        // When the flow finishes
        let detector = watching {
            let checkout = app.startChild(LeakingCheckoutCoordinator())
            checkout.startChild(LeakingCheckoutCoordinator())
            line = #line + 1
            checkout.finish()
        }

        // Then both are reported, the child first, as it finished first
        let reports = detector.checkNow()
        #expect(reports.map(\.typeName) == ["LeakingCheckoutCoordinator", "LeakingCheckoutCoordinator"])
        #expect(reports.map(\.line) == [line, line])
    }

    @Test func theRootIsNotWatchedWhenItFinishes() {
        // Given a root that has no parent to leave, and whoever holds it keeps it
        let app = AppCoordinator()

        // When
        let detector = watching {
            app.startChild(CheckoutCoordinator())
            app.finish()
        }

        // Then only its child was watched, and it is gone
        #expect(detector.checkNow().isEmpty)
        #expect(app.children.isEmpty)
    }

    @Test func nothingIsWatchedWhileTheDetectorIsOff() {
        // Given the shared detector, off as it is until an app turns it on
        let app = AppCoordinator()

        // When a leaking child finishes
        app.startChild(LeakingCheckoutCoordinator()).finish()

        // Then
        #expect(!LeakDetector.current.isEnabled)
        #expect(LeakDetector.current.pendingCount == 0)
    }
}
