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
/// no listener ever sees an older value after a newer one.
public final class ViewModels: Sendable {
    private let state = Lock(ViewModelState())
    private let registry = ListenerRegistry()

    /// An empty store.
    public init() {}

    // MARK: - Publishing

    /// Stores `viewModel` as the latest value of its type and schedules the listeners.
    ///
    /// ```swift
    /// store.update(viewModel: MyViewModel(userName: "Dave"))
    /// ```
    ///
    /// - Parameter viewModel: The new value; callable from any thread.
    public func update<ViewModel: Sendable>(viewModel: ViewModel) {
        let key = ObjectIdentifier(ViewModel.self)
        let mustSchedule = state.withLock { $0.store(viewModel, for: key) }
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
    }
}
