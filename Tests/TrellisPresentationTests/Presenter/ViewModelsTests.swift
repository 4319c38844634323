import Testing
import TrellisPresentation

/// The store on its own, as a presenter uses it.
@MainActor
struct ViewModelsTests {
    @Test func currentViewModelIsNilBeforeTheFirstUpdate() {
        // Given
        let store = ViewModels()

        // Then
        #expect(store.currentViewModel(MyViewModel.self) == nil)
    }

    @Test func currentViewModelIsTheLatestValueOfEachType() {
        // Given
        let store = ViewModels()

        // When
        store.update(viewModel: MyViewModel(userName: "Dave"))
        store.update(viewModel: ToolbarViewModel(title: "Pods"))
        store.update(viewModel: MyViewModel(userName: "Frank"))

        // Then
        #expect(store.currentViewModel(MyViewModel.self)?.userName == "Frank")
        #expect(store.currentViewModel(ToolbarViewModel.self)?.title == "Pods")
    }

    @Test(.timeLimit(.minutes(1))) func listenersOfTheSameTypeAreCalledInOrder() async {
        // Given
        let store = ViewModels()
        let calls = Recorder<String>()
        store.viewModel(MyViewModel.self) { _ in calls.record("first") }
        store.viewModel(MyViewModel.self) { _ in calls.record("second") }

        // When
        store.update(viewModel: MyViewModel(userName: "Dave"))

        // Then
        await store.delivered()
        #expect(calls.values == ["first", "second"])
    }

    @Test(.timeLimit(.minutes(1))) func listenerCountFollowsRegistrations() async {
        // Given
        let store = ViewModels()
        let first = store.viewModel(MyViewModel.self) { _ in }
        store.viewModel(ToolbarViewModel.self) { _ in }
        #expect(store.listenerCount == 2)

        // When
        first.cancel()

        // Then
        #expect(store.listenerCount == 1)
    }

    @Test(.timeLimit(.minutes(1))) func aStoreDoesNotNeedItsPresenterToDeliver() async {
        // Given
        var presenter: MyPresenter? = MyPresenter()
        weak let releasedPresenter = presenter
        let store = presenter!.viewModels
        let recorder = Recorder<MyViewModel>()
        store.viewModel(MyViewModel.self, recorder.record)

        // When
        presenter?.newUser(name: "Dave")
        presenter = nil

        // Then
        #expect(releasedPresenter == nil)
        await store.delivered()
        #expect(recorder.values == [MyViewModel(userName: "Dave")])
    }

    @Test func aListenerNamesItsTypeInTheClosure() {
        // Given
        let store = ViewModels()
        store.update(viewModel: MyViewModel(userName: "Dave"))
        let recorder = Recorder<MyViewModel>()

        // When
        store.viewModel { (viewModel: MyViewModel) in recorder.record(viewModel) }

        // Then
        #expect(recorder.values == [MyViewModel(userName: "Dave")])
    }

    @Test(.timeLimit(.minutes(1))) func anOwnerBoundListenerStopsWithItsOwner() async {
        // Given
        let store = ViewModels()
        var view: MyView? = MyView()
        let calls = Recorder<String>()
        store.viewModel(owner: view!) { (_: MyView, viewModel: MyViewModel) in calls.record(viewModel.userName) }
        store.update(viewModel: MyViewModel(userName: "Dave"))
        await store.delivered()
        #expect(calls.values == ["Dave"])

        // When
        view = nil
        store.update(viewModel: MyViewModel(userName: "Frank"))

        // Then
        #expect(store.listenerCount == 0)
        await store.delivered()
        #expect(calls.values == ["Dave"])
    }

    // MARK: - In an app, under a test

    @Test(.timeLimit(.minutes(1))) func inAnAppADeliveryHandsOutTheLatestValueOfEachChangedType() async {
        // Given
        let store = ViewModels(deliversEveryValue: false)
        let calls = Recorder<String>()
        store.viewModel(MyViewModel.self) { calls.record($0.userName) }
        store.viewModel(ToolbarViewModel.self) { calls.record($0.title) }

        // When
        store.update(viewModel: MyViewModel(userName: "Dave"))
        store.update(viewModel: ToolbarViewModel(title: "Pods"))
        store.update(viewModel: MyViewModel(userName: "Frank"))

        // Then: in the order the types first changed.
        await store.delivered()
        #expect(calls.values == ["Frank", "Pods"])
    }

    @Test(.timeLimit(.minutes(1))) func underATestADeliveryHandsOutEveryValueInTheOrderPublished() async {
        // Given
        let store = ViewModels(deliversEveryValue: true)
        let calls = Recorder<String>()
        store.viewModel(MyViewModel.self) { calls.record($0.userName) }
        store.viewModel(ToolbarViewModel.self) { calls.record($0.title) }

        // When
        store.update(viewModel: MyViewModel(userName: "Dave"))
        store.update(viewModel: ToolbarViewModel(title: "Pods"))
        store.update(viewModel: MyViewModel(userName: "Frank"))

        // Then
        #expect(store.currentViewModel(MyViewModel.self)?.userName == "Frank")
        await store.delivered()
        #expect(calls.values == ["Dave", "Pods", "Frank"])
    }

    // MARK: - delivered()

    @Test(.timeLimit(.minutes(1))) func deliveredResumesOnceTheListenersHaveTheLastValue() async {
        // Given
        let presenter = MyPresenter()
        let view = MyView(presenter: presenter)
        view.listenToUpdates()

        // When
        presenter.newUser(name: "Frank")
        presenter.newUser(name: "Dave")
        #expect(view.title == nil)  // published, not delivered yet

        // Then
        await presenter.viewModels.delivered()
        #expect(view.title == "Dave")
    }

    @Test(.timeLimit(.minutes(1))) func deliveredReturnsWithoutSuspendingWhenNothingWasPublished() async {
        // Given: main-actor work queued before the call, which runs only if the call suspends.
        let store = ViewModels()
        var queuedWorkRan = false
        Task { @MainActor in queuedWorkRan = true }

        // When
        await store.delivered()

        // Then
        #expect(!queuedWorkRan)
    }

    @Test(.timeLimit(.minutes(1))) func deliveredReturnsWithoutSuspendingOnceEverythingWasDelivered() async {
        // Given
        let store = ViewModels()
        let recorder = Recorder<MyViewModel>()
        store.viewModel(recorder.record)
        store.update(viewModel: MyViewModel(userName: "Dave"))
        await store.delivered()
        var queuedWorkRan = false
        Task { @MainActor in queuedWorkRan = true }

        // When
        await store.delivered()

        // Then
        #expect(!queuedWorkRan)
        #expect(recorder.values == [MyViewModel(userName: "Dave")])
    }

    @Test(.timeLimit(.minutes(1))) func deliveredResumesEveryTaskThatWaits() async throws {
        // Given: the listener of the first delivery publishes again, so a delivery is pending
        // when the waiting tasks, queued between the two, run.
        let store = ViewModels()
        let recorder = Recorder<MyViewModel>()
        store.viewModel { (viewModel: MyViewModel) in
            recorder.record(viewModel)
            if viewModel.userName == "Dave" { store.update(viewModel: MyViewModel(userName: "Frank")) }
        }
        store.update(viewModel: MyViewModel(userName: "Dave"))

        // When: three tasks on the main actor and two off it wait at once.
        var waiters: [Task<(published: String?, shown: String?), Never>] = []
        for _ in 0 ..< 3 {
            waiters.append(Task { @MainActor in
                let published = store.currentViewModel(MyViewModel.self)?.userName
                await store.delivered()
                return (published, recorder.last?.userName)
            })
        }
        for _ in 0 ..< 2 {
            waiters.append(Task.detached {
                let published = store.currentViewModel(MyViewModel.self)?.userName
                await store.delivered()
                return await (published, recorder.last?.userName)
            })
        }

        // Then: each saw at least what was published before it waited.
        let order = ["Dave", "Frank"]
        for waiter in waiters {
            let (published, shown) = await waiter.value
            let publishedIndex = try #require(published.flatMap(order.firstIndex(of:)))
            let shownIndex = try #require(shown.flatMap(order.firstIndex(of:)))
            #expect(shownIndex >= publishedIndex)
        }
        await store.delivered()
        #expect(recorder.values.map(\.userName) == ["Dave", "Frank"])
    }

    @Test(.timeLimit(.minutes(1))) func deliveredEndsAndKeepsNothingWhenThePresenterIsReleasedWithADeliveryPending() async {
        // Given
        var presenter: MyPresenter? = MyPresenter()
        weak let releasedPresenter = presenter
        weak let releasedStore = presenter?.viewModels
        let recorder = Recorder<MyViewModel>()
        presenter?.viewModel(recorder.record)
        presenter?.newUser(name: "Dave")
        let waiting = Task { @MainActor [store = presenter!.viewModels] in
            await store.delivered()
            return recorder.last
        }

        // When
        presenter = nil

        // Then
        #expect(releasedPresenter == nil)
        #expect(await waiting.value == MyViewModel(userName: "Dave"))
        #expect(releasedStore == nil)
    }
}
