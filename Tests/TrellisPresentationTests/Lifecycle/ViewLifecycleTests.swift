import Testing
import TrellisPresentation

@MainActor
struct ViewLifecycleTests {
    @Test(.timeLimit(.minutes(1))) func thePresenterLoadsWhenTheViewLoads() async {
        // Given
        let view = ProfileView()
        #expect(view.title == nil)

        // When
        view.viewDidLoad()

        // Then
        #expect(view.presenter.events == [.didLoad])
        await view.presenter.viewModels.delivered()
        #expect(view.title == "Dave Bowman")
    }

    @Test func everyEventReachesTheObserverInOrder() {
        // Given
        let view = ProfileView()

        // When
        view.viewDidLoad()
        view.viewWillAppear()
        view.viewDidAppear()
        view.viewWillDisappear()
        view.viewDidDisappear()

        // Then
        #expect(view.presenter.events == ViewLifecycleEvent.allCases)
        #expect(view.lifecycle.lastEvent == .didDisappear)
    }

    @Test func aLateObserverCatchesUp() {
        // Given
        let lifecycle = ViewLifecycle()
        lifecycle.send(.didLoad)
        lifecycle.send(.willAppear)
        lifecycle.send(.didAppear)
        let presenter = ProfilePresenter()

        // When
        lifecycle.add(presenter)

        // Then
        #expect(presenter.events == [.didLoad, .willAppear, .didAppear])
    }

    @Test func anObserverAddedTwiceHearsOnce() {
        // Given
        let lifecycle = ViewLifecycle()
        let presenter = ProfilePresenter()
        lifecycle.add(presenter)
        lifecycle.add(presenter)

        // When
        lifecycle.send(.didLoad)

        // Then
        #expect(presenter.events == [.didLoad])
    }

    @Test func aRemovedObserverHearsNothing() {
        // Given
        let lifecycle = ViewLifecycle()
        let presenter = ProfilePresenter()
        lifecycle.add(presenter)

        // When
        lifecycle.remove(presenter)
        lifecycle.send(.didLoad)

        // Then
        #expect(presenter.events.isEmpty)
    }

    @Test func observersAreHeldWeakly() {
        // Given
        let lifecycle = ViewLifecycle()
        var presenter: ProfilePresenter? = ProfilePresenter()
        weak let releasedPresenter = presenter
        lifecycle.add(presenter!)

        // When
        presenter = nil
        lifecycle.send(.didLoad)

        // Then
        #expect(releasedPresenter == nil)
    }

    @Test func theViewAndItsPresenterAreReleasedTogether() {
        // Given
        var view: ProfileView? = ProfileView()
        weak let releasedView = view
        weak let releasedPresenter = view?.presenter
        view?.viewDidLoad()

        // When
        view = nil

        // Then
        #expect(releasedView == nil)
        #expect(releasedPresenter == nil)
    }
}
