import SeedExamples
import Testing
import TrellisPresentation

/// The store on its own, as a presenter uses it.
@MainActor
struct ViewModelsTests {
    @Test func currentIsNilBeforeTheFirstUpdate() {
        // Given
        let store = ViewModels()

        // Then
        #expect(store.current(MyViewModel.self) == nil)
    }

    @Test func currentIsTheLatestValueOfEachType() {
        // Given
        let store = ViewModels()

        // When
        store.update(MyViewModel(userName: "Dave"))
        store.update(ToolbarViewModel(title: "Pods"))
        store.update(MyViewModel(userName: "Frank"))

        // Then
        #expect(store.current(MyViewModel.self)?.userName == "Frank")
        #expect(store.current(ToolbarViewModel.self)?.title == "Pods")
    }

    @Test(.timeLimit(.minutes(1))) func listenersOfTheSameTypeAreCalledInOrder() async {
        // Given
        let store = ViewModels()
        let calls = Recorder<String>()
        store.listen(MyViewModel.self) { _ in calls.record("first") }
        store.listen(MyViewModel.self) { _ in calls.record("second") }

        // When
        store.update(MyViewModel(userName: "Dave"))

        // Then
        #expect(await eventually { calls.count == 2 })
        #expect(calls.values == ["first", "second"])
    }

    @Test(.timeLimit(.minutes(1))) func listenerCountFollowsRegistrations() async {
        // Given
        let store = ViewModels()
        let first = store.listen(MyViewModel.self) { _ in }
        store.listen(ToolbarViewModel.self) { _ in }
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
        store.listen(MyViewModel.self, recorder.record)

        // When
        presenter?.newUser(name: "Dave")
        presenter = nil

        // Then
        #expect(releasedPresenter == nil)
        #expect(await eventually { recorder.count == 1 })
    }
}
