import Observation
import Synchronization
import Testing
import TrellisPresentation

/// A flag that observation's `onChange` (a `@Sendable` closure) can raise.
private final class Flag: Sendable {
    private let raised = Mutex(false)
    var isRaised: Bool { raised.withLock { $0 } }
    func raise() { raised.withLock { $0 = true } }
}

@MainActor
struct ObservedViewModelTests {
    @Test func startsWithTheCurrentValue() {
        // Given
        let presenter = MyPresenter()
        presenter.newUser(name: "Dave")

        // When
        let observed = presenter.observe(MyViewModel.self)

        // Then
        #expect(observed.value?.userName == "Dave")
    }

    @Test func startsEmptyWithoutAValue() {
        // Given
        let presenter = MyPresenter()

        // When
        let observed = presenter.observe(MyViewModel.self)

        // Then
        #expect(observed.value == nil)
    }

    @Test(.timeLimit(.minutes(1))) func aNewValueIsObserved() async {
        // Given
        let presenter = MyPresenter()
        let observed = presenter.observe(MyViewModel.self)
        let changed = Flag()
        withObservationTracking {
            _ = observed.value
        } onChange: {
            changed.raise()
        }

        // When
        presenter.newUser(name: "Dave")

        // Then
        await presenter.viewModels.delivered()
        #expect(observed.value?.userName == "Dave")
        #expect(changed.isRaised)
    }

    @Test(.timeLimit(.minutes(1))) func doesNotKeepThePresenterAlive() async {
        // Given
        var presenter: MyPresenter? = MyPresenter()
        weak let releasedPresenter = presenter
        let observed = presenter!.observe(MyViewModel.self)

        // When
        presenter = nil

        // Then
        #expect(releasedPresenter == nil)
        #expect(observed.value == nil)
    }

    @Test(.timeLimit(.minutes(1))) func aReleasedObservedViewModelStopsListening() async {
        // Given
        let presenter = MyPresenter()
        var observed: ObservedViewModel<MyViewModel>? = presenter.observe()
        weak let releasedObserved = observed
        #expect(presenter.viewModels.listenerCount == 1)

        // When
        observed = nil

        // Then
        #expect(releasedObserved == nil)
        #expect(presenter.viewModels.listenerCount == 0)
    }

    @Test(.timeLimit(.minutes(1))) func aStoreIsObservedLikeItsPresenter() async {
        // Given
        let store = ViewModels()
        let observed = store.observe(MyViewModel.self)
        #expect(observed.value == nil)

        // When
        store.update(viewModel: MyViewModel(userName: "Dave"))

        // Then
        await store.delivered()
        #expect(observed.value?.userName == "Dave")
    }
}
