import Testing
import TrellisPresentation

/// Pruning: a presenter forgets the listeners of dismissed screens and keeps the others. Each
/// listener's closure keeps a ``Sentinel``, so a sentinel released is a listener removed.
@MainActor
struct ListenerRegistryTests {
    @Test(.timeLimit(.minutes(1))) func aDeliveryPrunesDismissedListenersAndKeepsLiveOnes() async {
        // Given: open and dismissed screens listen in turn.
        let presenter = MyPresenter()
        let calls = Recorder<String>()
        var dismissed: [MyView] = []
        var dismissedSentinels: [Sentinel] = []
        var openScreens: [MyView] = []
        for index in 0 ..< 6 {
            let screen = MyView()
            let sentinel = Sentinel()
            presenter.viewModel(owner: screen) { [sentinel] (_: MyView, viewModel: MyViewModel) in
                _ = sentinel
                calls.record("\(index) \(viewModel.userName)")
            }
            if index.isMultiple(of: 2) {
                openScreens.append(screen)
            } else {
                dismissed.append(screen)
                dismissedSentinels.append(sentinel)
            }
        }
        let releasedSentinels = dismissedSentinels.map(WeakReference.init)
        dismissedSentinels = []
        dismissed = []
        #expect(releasedSentinels.allSatisfy { $0.object != nil })  // stopped, not yet pruned

        // When
        presenter.newUser(name: "Dave")
        await presenter.viewModels.delivered()

        // Then
        #expect(releasedSentinels.allSatisfy { $0.object == nil })
        #expect(calls.values == ["0 Dave", "2 Dave", "4 Dave"])
        #expect(presenter.viewModels.listenerCount == openScreens.count)

        // When: the kept listeners still run, in order.
        presenter.newUser(name: "Frank")

        // Then
        await presenter.viewModels.delivered()
        #expect(calls.count == 6)
        #expect(calls.values.suffix(3) == ["0 Frank", "2 Frank", "4 Frank"])
    }

    @Test func addingListenersPrunesWithoutADelivery() {
        // Given: ten screens listen, then are dismissed; nothing is ever published.
        let presenter = MyPresenter()
        var released: [WeakReference<Sentinel>] = []
        for _ in 0 ..< 10 {
            let sentinel = Sentinel()
            released.append(WeakReference(sentinel))
            presenter.viewModel(owner: MyView()) { [sentinel] (_: MyView, _: MyViewModel) in _ = sentinel }
        }

        // When: many more screens listen and stay open.
        let live = Sentinel()
        weak let keptSentinel = live
        let openScreen = MyView()
        for _ in 0 ..< 100 {
            presenter.viewModel(owner: openScreen) { [live] (_: MyView, _: MyViewModel) in _ = live }
        }

        // Then
        #expect(released.allSatisfy { $0.object == nil })
        #expect(keptSentinel != nil)
        #expect(presenter.viewModels.listenerCount == 100)
    }

    @Test func listenerCountPrunesNothing() {
        // Given
        let presenter = MyPresenter()
        var screen: MyView? = MyView()
        var sentinel: Sentinel? = Sentinel()
        weak let releasedSentinel = sentinel
        presenter.viewModel(owner: screen!) { [sentinel] (_: MyView, _: MyViewModel) in _ = sentinel }
        sentinel = nil
        #expect(presenter.viewModels.listenerCount == 1)

        // When
        screen = nil

        // Then: the count drops, and reading it removed nothing.
        #expect(presenter.viewModels.listenerCount == 0)
        #expect(releasedSentinel != nil)
    }

    @Test func cancellingReleasesWhatTheListenerKeptAtOnce() {
        // Given
        let presenter = MyPresenter()
        var sentinel: Sentinel? = Sentinel()
        weak let releasedSentinel = sentinel
        let token = presenter.viewModel { [sentinel] (_: MyViewModel) in _ = sentinel }
        sentinel = nil
        #expect(releasedSentinel != nil)

        // When
        token.cancel()

        // Then
        #expect(releasedSentinel == nil)
        #expect(presenter.viewModels.listenerCount == 0)
    }

    @Test(.timeLimit(.minutes(1))) func aKeptTokenDoesNotKeepAPrunedListenersClosure() async {
        // Given: the dismissed screen's token is kept elsewhere.
        let presenter = MyPresenter()
        var screen: MyView? = MyView()
        var sentinel: Sentinel? = Sentinel()
        weak let releasedSentinel = sentinel
        let token = presenter.viewModel(owner: screen!) { [sentinel] (_: MyView, _: MyViewModel) in _ = sentinel }
        sentinel = nil
        screen = nil

        // When
        presenter.newUser(name: "Dave")
        await presenter.viewModels.delivered()

        // Then
        #expect(releasedSentinel == nil)
        #expect(!token.isListening)
    }
}
