import Testing
import TrellisLeaks
import TrellisNavigation

// A greeting module whose presenter keeps a closure. `LeakingGreetingPresenter` fills it with
// one that captures the view strongly: view → presenter → closure → view, a cycle the module's
// weak back references cannot prevent.

private final class GreetingView: ViperView {
    var presenter: (any GreetingPresenting)?
    var greeting = ""
}

private final class GreetingInteractor: ViperInteractor {
    weak var presenter: (any GreetingPresenting)?
}

private final class GreetingRouter: ViperRouter {
    weak var entry: GreetingView?
    weak var presenter: (any GreetingPresenting)?
}

@MainActor
private protocol GreetingPresenting: AnyObject {
    func viewDidLoad()
}

private final class GreetingPresenter: ViperPresenter, GreetingPresenting {
    weak var view: GreetingView?
    var interactor: GreetingInteractor?
    var router: GreetingRouter?
    var show: ((String) -> Void)?

    func viewDidLoad() {
        show = { [weak view] greeting in view?.greeting = greeting }
        show?("Good afternoon, Dave.")
    }
}

private final class LeakingGreetingPresenter: ViperPresenter, GreetingPresenting {
    weak var view: GreetingView?
    var interactor: GreetingInteractor?
    var router: GreetingRouter?
    var show: ((String) -> Void)?

    func viewDidLoad() {
        guard let view else { return }
        show = { greeting in view.greeting = greeting }  // should capture [weak view]
        show?("Good afternoon, Dave.")
    }
}

/// A detached module whose parts stay alive is reported part by part, with the detaching line.
@MainActor
struct ViperModuleDetachTests {
    private func watching(_ body: () -> Void) -> LeakDetector {
        let detector = LeakDetector(gracePeriod: .seconds(60))
        detector.onReport = { _ in }
        LeakDetector.$current.withValue(detector, operation: body)
        return detector
    }

    @Test func aDetachedModuleKeptAliveByItsPresentersClosureIsReportedPartByPart() {
        // Given a module whose presenter keeps a closure that captures the view
        var line: UInt = 0

        // When it is detached and let go
        let detector = watching {
            let module = ViperModule.assemble(
                view: GreetingView(),
                interactor: GreetingInteractor(),
                presenter: LeakingGreetingPresenter(),
                router: GreetingRouter()
            )
            module.presenter?.viewDidLoad()
            line = #line + 1
            module.detach()
        }

        // Then every part is still alive, and named with the line that detached it
        let reports = detector.checkNow()
        #expect(reports.map(\.typeName) == ["GreetingView", "LeakingGreetingPresenter", "GreetingInteractor", "GreetingRouter"])
        #expect(Set(reports.map(\.dismissedAt)) == ["\(#fileID):\(line)"])
    }

    @Test func aDetachedModuleThatIsReleasedIsNotReported() {
        // Given a module written right
        var waiting = 0

        // When it is detached and let go
        let detector = watching {
            let module = ViperModule.assemble(
                view: GreetingView(),
                interactor: GreetingInteractor(),
                presenter: GreetingPresenter(),
                router: GreetingRouter()
            )
            module.presenter?.viewDidLoad()
            module.detach()
            waiting = LeakDetector.current.pendingCount
        }

        // Then its four parts were watched, and they are gone
        #expect(waiting == 4)
        #expect(detector.checkNow().isEmpty)
    }

    @Test func detachingChangesNothingInTheModule() {
        // Given
        let module = ViperModule.assemble(
            view: GreetingView(),
            interactor: GreetingInteractor(),
            presenter: GreetingPresenter(),
            router: GreetingRouter()
        )

        // When
        let detector = watching { module.detach() }

        // Then the module is whole, and its parts are watched until they go
        #expect(module.view.presenter === module.presenter)
        #expect(module.presenter?.interactor === module.interactor)
        #expect(module.presenter?.router === module.router)
        #expect(module.router?.entry === module.view)
        #expect(detector.pendingCount == 4)
        #expect(detector.checkNow().count == 4)
    }
}
