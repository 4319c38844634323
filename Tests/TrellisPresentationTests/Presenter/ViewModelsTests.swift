import SeedExamples
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
        #expect(await eventually { calls.count == 2 })
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
        #expect(await eventually { recorder.count == 1 })
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
        #expect(await eventually { calls.count == 1 })

        // When
        view = nil
        store.update(viewModel: MyViewModel(userName: "Frank"))

        // Then
        #expect(store.listenerCount == 0)
        #expect(await settle(store))
        #expect(calls.values == ["Dave"])
    }
}
