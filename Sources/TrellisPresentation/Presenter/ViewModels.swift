import TrellisSupport

/// A thread-safe store of the latest view model of each type, which calls its listeners on
/// the main actor.
///
/// A ``Presenter`` owns one and offers the same methods under the same names, built on these;
/// most code uses them through the presenter.
///
/// ```swift
/// final class MyPresenter: Presenter {
///     let viewModels = ViewModels()
/// }
/// ```
///
/// Updates from any thread only replace the latest value of their type and, if no delivery
/// is pending, schedule one on the main actor. That delivery reads the latest values, so a
/// burst of updates costs one call per listener, every listener ends on the newest value, and
/// no listener ever sees an older value after a newer one. A screen only ever needs to show
/// the newest value, and a burst must not cost the main actor one job per update.
///
/// ## Under a test
///
/// A test states each step a screen goes through, so it is given each one. A store made while
/// a test runs, in a test binary that links TrellisTesting, keeps every value published, and
/// its delivery calls the listeners with each of them, in the order they were published,
/// still on the main actor. Two updates with no suspension between them are then two calls,
/// and an exhaustive check — TrellisTesting's `RenderRecorder.expectRenders(_:)` — sees both,
/// where an app would show only the second. The rest is the same: one delivery per burst, a
/// late listener starts at the current value, and no listener sees an older value after a
/// newer one. An app never links TrellisTesting: it pays one relaxed atomic load per store
/// made, and keeps coalescing.
///
/// To wait until the listeners were called, `await` ``delivered()``.
public final class ViewModels: Sendable {
    private let state = Lock(ViewModelState())
    private let registry = ListenerRegistry()
    private let waiters = DeliveryWaiters()
    /// Whether every value published is delivered (under a test) or only the latest of each
    /// type (in an app); see "Under a test" above.
    private let deliversEveryValue: Bool

    /// An empty store.
    ///
    /// Made while a test runs, in a binary that links TrellisTesting, it delivers every value
    /// published, not only the latest; see ``ViewModels``.
    public init() {
        deliversEveryValue = TestHook.mayRunTests && TestHook.runningTest != nil
    }

    /// A store that delivers as in an app (`false`) or as under a test (`true`), wherever it is
    /// made: the kit's tests, which all run in one binary with TrellisTesting, check both.
    package init(deliversEveryValue: Bool) {
        self.deliversEveryValue = deliversEveryValue
    }

    // MARK: - Publishing

    /// Stores `viewModel` as the latest value of its type and schedules the listeners.
    ///
    /// ```swift
    /// store.update(viewModel: MyViewModel(userName: "Dave"))
    /// ```
    ///
    /// The listeners are called on the main actor soon after, in one delivery with any other
    /// updates made before it runs: with the newest value of the type in an app, with every
    /// value under a test (see ``ViewModels``).
    ///
    /// - Parameter viewModel: The new value; callable from any thread.
    public func update<ViewModel: Sendable>(viewModel: ViewModel) {
        let key = ObjectIdentifier(ViewModel.self)
        let mustSchedule = deliversEveryValue
            ? state.withLock { $0.storeEvery(viewModel, for: key) }
            : state.withLock { $0.store(viewModel, for: key) }
        if mustSchedule {
            Task { @MainActor [self] in deliver() }
        }
    }

    /// The latest value of a type, or `nil` if none was stored yet.
    ///
    /// ```swift
    /// let name = store.currentViewModel(MyViewModel.self)?.userName
    /// ```
    ///
    /// - Parameter type: The view-model type to read.
    public func currentViewModel<ViewModel: Sendable>(_ type: ViewModel.Type = ViewModel.self) -> ViewModel? {
        let key = ObjectIdentifier(type)
        return state.withLock { $0.latest[key]?.value } as? ViewModel
    }

    // MARK: - Listening

    /// Calls `listener` on the main actor with the current and every later value of a type.
    ///
    /// ```swift
    /// store.viewModel { [weak self] (viewModel: MyViewModel) in self?.title = viewModel.userName }
    /// ```
    ///
    /// - Parameter listener: Called at once with the current value, if there is one, then with
    ///   each newer value.
    /// - Returns: A token that can cancel the listener; discarding it keeps the listener.
    @MainActor
    @discardableResult
    public func viewModel<ViewModel: Sendable>(
        _ listener: @escaping @MainActor (ViewModel) -> Void
    ) -> ListenerToken {
        viewModel(ViewModel.self, listener)
    }

    /// Calls `listener` on the main actor with the current and every later value of the type
    /// named first.
    ///
    /// ```swift
    /// store.viewModel(MyViewModel.self) { [weak self] viewModel in self?.title = viewModel.userName }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The view-model type to listen to.
    ///   - listener: Called at once with the current value, if there is one, then with each
    ///     newer value.
    /// - Returns: A token that can cancel the listener; discarding it keeps the listener.
    @MainActor
    @discardableResult
    public func viewModel<ViewModel: Sendable>(
        _ type: ViewModel.Type,
        _ listener: @escaping @MainActor (ViewModel) -> Void
    ) -> ListenerToken {
        register(type, Listener(owner: nil) { _, value in
            guard let viewModel = value as? ViewModel else { return }
            listener(viewModel)
        })
    }

    /// Calls `listener` with `owner` and each value of a type, as long as `owner` lives.
    ///
    /// ```swift
    /// store.viewModel(MyViewModel.self, owner: self) { view, viewModel in view.title = viewModel.userName }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The view-model type, when the closure does not name it.
    ///   - owner: Held weakly; once it is gone the listener stops and is pruned later.
    ///   - listener: Called with the owner and the current, then each newer, value.
    /// - Returns: A token that can cancel the listener early.
    @MainActor
    @discardableResult
    public func viewModel<Owner: AnyObject, ViewModel: Sendable>(
        _ type: ViewModel.Type = ViewModel.self,
        owner: Owner,
        _ listener: @escaping @MainActor (Owner, ViewModel) -> Void
    ) -> ListenerToken {
        register(type, Listener(owner: owner) { owner, value in
            guard let owner, let viewModel = value as? ViewModel else { return }
            // The listener passes back the owner it was given, which is an `Owner`.
            listener(unsafeDowncast(owner, to: Owner.self), viewModel)
        })
    }

    /// An observable object whose ``ObservedViewModel/value`` follows the latest value of a
    /// type, for SwiftUI and other observation-based views.
    ///
    /// ```swift
    /// let profile = store.observe(MyViewModel.self)
    /// ```
    ///
    /// - Parameter type: The view-model type to follow.
    /// - Returns: A new observed view model; it does not keep the store alive.
    @MainActor
    public func observe<ViewModel: Sendable>(_ type: ViewModel.Type = ViewModel.self) -> ObservedViewModel<ViewModel> {
        ObservedViewModel(self)
    }

    /// How many listeners still run: not cancelled, and their owner, if any, alive.
    ///
    /// ```swift
    /// #expect(presenter.viewModels.listenerCount == 0)
    /// ```
    ///
    /// Useful in tests that prove a screen stops listening when it closes. Reading it changes
    /// nothing: stopped listeners are pruned by the next delivery of their type, or while
    /// listeners are added.
    @MainActor
    public var listenerCount: Int {
        registry.activeCount
    }

    // MARK: - Waiting for delivery

    /// Returns once the listeners have been called with everything published before the call.
    ///
    /// ```swift
    /// presenter.newUser(name: "Dave")
    /// await presenter.viewModels.delivered()
    /// #expect(view.title == "Dave")
    /// ```
    ///
    /// ``update(viewModel:)`` only stores a value; its listeners are called on the main actor
    /// soon after, by a delivery of its own. Await this where the next line reads what the
    /// listeners did — a test's expectation, a page rendered from the view — instead of
    /// yielding in a loop or sleeping: the call returns at once, without suspending, when no
    /// delivery is pending, and otherwise resumes right after the pending delivery has called
    /// its last listener. Any number of tasks may wait at once; the delivery resumes them all.
    ///
    /// A pending delivery keeps its store alive until it has run, so the wait ends even when
    /// the presenter is released meanwhile, and nothing is kept once it has.
    ///
    /// A listener that publishes while it is being called schedules another delivery, which
    /// this wait does not include: await again to see that one delivered too.
    ///
    /// ```swift
    /// presenter.newUser(name: "Dave")   // a listener of MyViewModel publishes a ToolbarViewModel
    /// await presenter.viewModels.delivered()
    /// await presenter.viewModels.delivered()
    /// #expect(toolbars.values == [ToolbarViewModel(title: "DAVE")])
    /// ```
    @MainActor
    public func delivered() async {
        // On the main actor, where deliveries run, none can run between the check and the wait.
        guard state.withLock({ $0.isDeliveryScheduled }) else { return }
        await withCheckedContinuation { waiters.add($0) }
    }

    // MARK: - Internal

    @MainActor
    private func register<ViewModel>(_ type: ViewModel.Type, _ listener: Listener) -> ListenerToken {
        let key = ObjectIdentifier(type)
        registry.add(listener, for: key)
        if let (value, version) = state.withLock({ state in state.latest[key].map { ($0.value, $0.version) } }) {
            listener.receive(value, version: version)
        }
        return ListenerToken(listener, in: registry)
    }

    @MainActor
    private func deliver() {
        let changes = state.withLock { $0.takeChanges() }
        for change in changes {
            registry.deliver(change)
        }
        waiters.resumeAll()
    }
}
