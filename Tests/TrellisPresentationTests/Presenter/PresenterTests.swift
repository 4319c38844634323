import Testing
import TrellisPresentation

/// The Clean Architecture framework's presenter → view model → view flow, and its bugs, fixed.
///
/// The package's tests run in one binary, which links TrellisTesting, so `ViewModels()` delivers
/// every value there; a test of what an app sees makes its store with
/// `ViewModels(deliversEveryValue: false)`.
@MainActor
struct PresenterTests {
    @Test(.timeLimit(.minutes(1))) func listenToUpdates() async {
        // Given
        let view = MyView()
        view.listenToUpdates()

        // When
        view.presenter.newUser(name: "Dave")

        // Then
        await view.presenter.viewModels.delivered()
        #expect(view.title == "Dave")
    }

    @Test func aLateListenerGetsTheCurrentValueAtOnce() {
        // Given
        let presenter = MyPresenter()
        presenter.newUser(name: "Frank")
        let recorder = Recorder<MyViewModel>()

        // When: no suspension point between listening and checking.
        presenter.viewModel(recorder.record)

        // Then
        #expect(recorder.values == [MyViewModel(userName: "Frank")])
    }

    @Test(.timeLimit(.minutes(1))) func aListenerIsNotCalledBeforeTheFirstValue() async {
        // Given
        let presenter = MyPresenter()
        let recorder = Recorder<MyViewModel>()
        presenter.viewModel(recorder.record)

        // When: other view models flow, but none of this type.
        presenter.update(viewModel: ToolbarViewModel(title: "Pods"))
        await presenter.viewModels.delivered()

        // Then
        #expect(recorder.count == 0)

        // When
        presenter.newUser(name: "Dave")

        // Then
        await presenter.viewModels.delivered()
        #expect(recorder.values == [MyViewModel(userName: "Dave")])
    }

    @Test(.timeLimit(.minutes(1))) func aPresenterPublishesSeveralViewModelTypes() async {
        // Given
        let presenter = MyPresenter()
        let users = Recorder<MyViewModel>()
        let toolbars = Recorder<ToolbarViewModel>()
        presenter.viewModel(users.record)
        presenter.viewModel(toolbars.record)

        // When
        presenter.newUser(name: "Dave")
        presenter.update(viewModel: ToolbarViewModel(title: "Discovery One"))

        // Then
        await presenter.viewModels.delivered()
        #expect(users.values == [MyViewModel(userName: "Dave")])
        #expect(toolbars.values == [ToolbarViewModel(title: "Discovery One")])
        #expect(presenter.currentViewModel(MyViewModel.self)?.userName == "Dave")
        #expect(presenter.currentViewModel(PairViewModel.self) == nil)
    }

    @Test(.timeLimit(.minutes(1))) func deliveryIsOnTheMainActor() async {
        // Given
        let presenter = MyPresenter()
        let recorder = Recorder<MyViewModel>()
        presenter.viewModel { (viewModel: MyViewModel) in
            MainActor.assertIsolated("view models are delivered on the main actor")
            recorder.record(viewModel)
        }

        // When: published from a task that is not on the main actor.
        await Task.detached {
            presenter.newUser(name: "HAL")
        }.value

        // Then
        await presenter.viewModels.delivered()
        #expect(recorder.values == [MyViewModel(userName: "HAL")])
    }

    @Test(.timeLimit(.minutes(1)), arguments: [false, true])
    func updatesFromManyTasksEndOnTheLatestValueAndNeverTear(deliversEveryValue: Bool) async {
        // Given
        let workers = 8
        let updatesPerWorker = 20_000
        let presenter = MyPresenter(viewModels: ViewModels(deliversEveryValue: deliversEveryValue))
        var torn = 0
        var wentBackwards = 0
        var latestSeen = [Int: Int]()
        var deliveries = 0
        presenter.viewModel { (pair: PairViewModel) in
            MainActor.assertIsolated()
            deliveries += 1
            if pair.a != pair.b { torn += 1 }
            let (worker, step) = pair.a.quotientAndRemainder(dividingBy: 1_000_000)
            if let previous = latestSeen[worker], previous >= step { wentBackwards += 1 }
            latestSeen[worker] = step
        }

        // When: eight tasks publish at once while the main actor delivers.
        await withTaskGroup(of: Void.self) { group in
            for worker in 1 ... workers {
                group.addTask {
                    for step in 1 ... updatesPerWorker {
                        presenter.update(viewModel: PairViewModel(worker * 1_000_000 + step))
                    }
                }
            }
        }
        let last = presenter.currentViewModel(PairViewModel.self)

        // Then
        #expect(last != nil)
        await presenter.viewModels.delivered()
        #expect(latestSeen[(last?.a ?? 0) / 1_000_000] == (last?.a ?? 0) % 1_000_000)
        #expect(torn == 0)
        #expect(wentBackwards == 0)
        if deliversEveryValue {
            #expect(deliveries == workers * updatesPerWorker)
        } else {
            #expect(deliveries < workers * updatesPerWorker)
        }

        // When
        presenter.update(viewModel: PairViewModel(99_000_000))

        // Then
        await presenter.viewModels.delivered()
        #expect(latestSeen[99] == 0)
    }

    @Test(.timeLimit(.minutes(1))) func inAnAppABurstOfUpdatesCostsOneDelivery() async {
        // Given
        let presenter = MyPresenter(viewModels: ViewModels(deliversEveryValue: false))
        let recorder = Recorder<MyViewModel>()
        presenter.viewModel(recorder.record)

        // When: the main actor publishes without suspending, so no delivery runs in between.
        for index in 1 ... 10_000 {
            presenter.newUser(name: "user \(index)")
        }

        // Then
        await presenter.viewModels.delivered()
        #expect(recorder.values == [MyViewModel(userName: "user 10000")])
    }

    @Test(.timeLimit(.minutes(1))) func underATestABurstOfUpdatesIsDeliveredValueByValue() async {
        // Given
        let presenter = MyPresenter(viewModels: ViewModels(deliversEveryValue: true))
        let recorder = Recorder<MyViewModel>()
        presenter.viewModel(recorder.record)

        // When: the main actor publishes without suspending, so no delivery runs in between.
        for index in 1 ... 10_000 {
            presenter.newUser(name: "user \(index)")
        }

        // Then
        await presenter.viewModels.delivered()
        #expect(recorder.values == (1 ... 10_000).map { MyViewModel(userName: "user \($0)") })
    }

    @Test(.timeLimit(.minutes(1)), arguments: [false, true])
    func aLateListenerIsNotCalledAgainWithTheSameValue(deliversEveryValue: Bool) async {
        // Given: a delivery is pending when the listener joins.
        let presenter = MyPresenter(viewModels: ViewModels(deliversEveryValue: deliversEveryValue))
        presenter.newUser(name: "Dave")
        presenter.newUser(name: "Frank")
        let recorder = Recorder<MyViewModel>()

        // When
        presenter.viewModel(recorder.record)
        await presenter.viewModels.delivered()

        // Then
        #expect(recorder.values == [MyViewModel(userName: "Frank")])
    }

    @Test(.timeLimit(.minutes(1)), arguments: [false, true])
    func aListenerMayPublishWhileBeingCalled(deliversEveryValue: Bool) async {
        // Given
        let presenter = MyPresenter(viewModels: ViewModels(deliversEveryValue: deliversEveryValue))
        let toolbars = Recorder<ToolbarViewModel>()
        presenter.viewModel(toolbars.record)
        presenter.viewModel { (viewModel: MyViewModel) in
            presenter.update(viewModel: ToolbarViewModel(title: viewModel.userName.uppercased()))
        }

        // When
        presenter.newUser(name: "Dave")

        // Then: the first delivery calls the listener that publishes, a second delivers that.
        await presenter.viewModels.delivered()
        await presenter.viewModels.delivered()
        #expect(toolbars.values == [ToolbarViewModel(title: "DAVE")])
    }

    @Test(.timeLimit(.minutes(1))) func thePresenterAndItsStoreAreOneStore() async {
        // Given
        let presenter = MyPresenter()
        let fromPresenter = Recorder<MyViewModel>()
        let fromStore = Recorder<MyViewModel>()
        presenter.viewModel(fromPresenter.record)
        presenter.viewModels.viewModel(fromStore.record)

        // When
        presenter.update(viewModel: MyViewModel(userName: "Dave"))

        // Then
        #expect(presenter.viewModels.currentViewModel(MyViewModel.self)?.userName == "Dave")
        await presenter.viewModels.delivered()
        #expect(fromPresenter.values == [MyViewModel(userName: "Dave")])
        #expect(fromStore.values == [MyViewModel(userName: "Dave")])

        // When
        presenter.viewModels.update(viewModel: MyViewModel(userName: "Frank"))

        // Then
        #expect(presenter.currentViewModel(MyViewModel.self)?.userName == "Frank")
        await presenter.viewModels.delivered()
        #expect(fromPresenter.last?.userName == "Frank")
        #expect(fromStore.last?.userName == "Frank")
    }
}
