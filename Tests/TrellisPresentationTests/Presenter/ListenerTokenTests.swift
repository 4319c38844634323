import Testing
import TrellisPresentation

@MainActor
struct ListenerTokenTests {
    @Test(.timeLimit(.minutes(1))) func cancelStopsDelivery() async {
        // Given
        let presenter = MyPresenter()
        let recorder = Recorder<MyViewModel>()
        let token = presenter.viewModel(recorder.record)
        presenter.newUser(name: "Dave")
        await presenter.viewModels.delivered()
        #expect(recorder.count == 1)

        // When
        token.cancel()
        presenter.newUser(name: "Frank")

        // Then
        await presenter.viewModels.delivered()
        #expect(recorder.values == [MyViewModel(userName: "Dave")])
        #expect(!token.isListening)
        #expect(presenter.viewModels.listenerCount == 0)
    }

    @Test func cancellingTwiceIsHarmless() {
        // Given
        let presenter = MyPresenter()
        let token = presenter.viewModel { (_: MyViewModel) in }

        // When
        token.cancel()
        token.cancel()

        // Then
        #expect(!token.isListening)
        #expect(presenter.viewModels.listenerCount == 0)
    }

    @Test(.timeLimit(.minutes(1))) func aDiscardedTokenKeepsTheListener() async {
        // Given
        let presenter = MyPresenter()
        let recorder = Recorder<MyViewModel>()
        do {
            let token = presenter.viewModel(recorder.record)
            #expect(token.isListening)
        }

        // When: the token is gone.
        presenter.newUser(name: "Dave")

        // Then
        await presenter.viewModels.delivered()
        #expect(recorder.values == [MyViewModel(userName: "Dave")])
        #expect(presenter.viewModels.listenerCount == 1)
    }

    @Test func aListenerDoesNotKeepItsOwnerAlive() {
        // Given
        let presenter = MyPresenter()
        var view: MyView? = MyView(presenter: presenter)
        weak let releasedView = view
        view?.listenToUpdates()

        // When
        view = nil

        // Then
        #expect(releasedView == nil)
    }

    @Test(.timeLimit(.minutes(1))) func anOwnerBoundListenerStopsOnceTheOwnerIsGone() async {
        // Given
        let presenter = MyPresenter()
        var view: MyView? = MyView(presenter: presenter)
        weak let releasedView = view
        let calls = Recorder<String>()
        let token = presenter.viewModel(MyViewModel.self, owner: view!) { view, viewModel in
            view.title = viewModel.userName
            calls.record(viewModel.userName)
        }
        presenter.newUser(name: "Dave")
        await presenter.viewModels.delivered()
        #expect(calls.values == ["Dave"])

        // When
        view = nil
        presenter.newUser(name: "Frank")

        // Then
        #expect(releasedView == nil)
        await presenter.viewModels.delivered()
        #expect(calls.values == ["Dave"])
        #expect(!token.isListening)
        #expect(presenter.viewModels.listenerCount == 0)
    }

    @Test(.timeLimit(.minutes(1))) func theCleanArchitectureViewCanListenWithoutWeakSelf() async {
        // Given
        let presenter = MyPresenter()
        var view: MyView? = MyView(presenter: presenter)
        weak let releasedView = view
        view?.listenToUpdatesWithoutWeakSelf()

        // When
        presenter.newUser(name: "Dave")

        // Then
        await presenter.viewModels.delivered()
        #expect(view?.title == "Dave")
        view = nil
        #expect(releasedView == nil)
        #expect(presenter.viewModels.listenerCount == 0)
    }

    @Test func aTokenStopsListeningOnceItsPresenterIsGone() {
        // Given
        var presenter: MyPresenter? = MyPresenter()
        let token = presenter!.viewModel { (_: MyViewModel) in }
        #expect(token.isListening)

        // When
        presenter = nil

        // Then
        #expect(!token.isListening)
    }
}
