import TrellisSupport

/// A thread-safe store of the latest view model of each type, which calls its listeners on
/// the main actor.
///
/// A ``Presenter`` owns one; most code uses it through the presenter's methods.
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

    // MARK: - API

    /// Stores `viewModel` as the latest value of its type and schedules the listeners.
    ///
    /// ```swift
    /// store.update(MyViewModel(userName: "Dave"))
    /// ```
    ///
    /// - Parameter viewModel: The new value; callable from any thread.
    public func update<ViewModel: Sendable>(_ viewModel: ViewModel) {
        let key = ObjectIdentifier(ViewModel.self)
        let mustSchedule = state.withLock { $0.store(viewModel, for: key) }
        if mustSchedule {
            Task { @MainActor [self] in deliver() }
        }
    }

    /// The latest value of a type, or `nil` if none was stored yet.
    ///
    /// ```swift
    /// let name = store.current(MyViewModel.self)?.userName
    /// ```
    ///
    /// - Parameter type: The view-model type to read.
    public func current<ViewModel: Sendable>(_ type: ViewModel.Type = ViewModel.self) -> ViewModel? {
        let key = ObjectIdentifier(type)
        return state.withLock { $0.latest[key]?.value } as? ViewModel
    }

    /// Calls `listener` on the main actor with the current and every later value of a type.
    ///
    /// ```swift
    /// store.listen(MyViewModel.self) { [weak self] viewModel in self?.title = viewModel.userName }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The view-model type to listen to.
    ///   - listener: Called at once with the current value, if there is one, then with each
    ///     newer value.
    /// - Returns: A token that can cancel the listener; discarding it keeps the listener.
    @MainActor
    @discardableResult
    public func listen<ViewModel: Sendable>(
        _ type: ViewModel.Type,
        _ listener: @escaping @MainActor (ViewModel) -> Void
    ) -> ListenerToken {
        register(type, Listener(owner: nil) { value in
            guard let viewModel = value as? ViewModel else { return }
            listener(viewModel)
        })
    }

    /// Calls `listener` with `owner` and each value of a type, as long as `owner` lives.
    ///
    /// ```swift
    /// store.listen(MyViewModel.self, owner: self) { view, viewModel in view.title = viewModel.userName }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The view-model type to listen to.
    ///   - owner: Held weakly; once it is gone the listener stops and is pruned later.
    ///   - listener: Called with the owner and the current, then each newer, value.
    /// - Returns: A token that can cancel the listener early.
    @MainActor
    @discardableResult
    public func listen<Owner: AnyObject, ViewModel: Sendable>(
        _ type: ViewModel.Type,
        owner: Owner,
        _ listener: @escaping @MainActor (Owner, ViewModel) -> Void
    ) -> ListenerToken {
        register(type, Listener(owner: owner) { [weak owner] value in
            guard let owner, let viewModel = value as? ViewModel else { return }
            listener(owner, viewModel)
        })
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
        return ListenerToken(listener)
    }

    @MainActor
    private func deliver() {
        let changes = state.withLock { $0.takeChanges() }
        for change in changes {
            registry.deliver(change)
        }
    }
}
