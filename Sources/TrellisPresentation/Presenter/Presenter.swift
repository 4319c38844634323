/// The object that turns application data into view models for one screen, without knowing
/// anything about the view.
///
/// Conform any class — no base class — by giving it a ``ViewModels`` store. The presenter
/// publishes with ``update(viewModel:)`` from any thread; the view listens with
/// ``viewModel(_:)`` and is called on the main actor.
///
/// ```swift
/// final class MyPresenter: Presenter {
///     let viewModels = ViewModels()
///
///     func newUser(name: String) {
///         var viewModel = MyViewModel()
///         viewModel.userName = name
///         update(viewModel: viewModel)
///     }
/// }
/// ```
///
/// A presenter may publish several view-model types; each type has its own latest value and
/// its own listeners.
///
/// In an app a burst of updates reaches the view as its newest value, in one main-actor
/// delivery. Under a test — in a binary that links TrellisTesting — the view is called with
/// every value, in the order published, so that a test sees each step; see ``ViewModels``.
/// `await viewModels.delivered()` returns once the view has been called
/// (``ViewModels/delivered()``).
///
/// Every method here has the same name on ``ViewModels`` and is built on it, so code that
/// holds only the store reads the same as code that holds the presenter.
///
/// > Note: A presenter crosses threads, so it is `Sendable`: keep its mutable state behind a
/// > lock, or isolate the whole presenter to the main actor (`@MainActor final class`); its
/// > `let viewModels` stays usable from any thread either way.
public protocol Presenter: AnyObject, Sendable {
    /// The store that keeps the latest view model of each type and calls the listeners.
    var viewModels: ViewModels { get }
}

// MARK: - Publishing

extension Presenter {
    /// Publishes a new view model, from any thread or task.
    ///
    /// ```swift
    /// update(viewModel: MyViewModel(userName: "Dave", buttonEnabled: true))
    /// ```
    ///
    /// The call only stores the value and returns; listeners are called on the main actor
    /// soon after. In an app, many updates in a row cost one delivery, with the newest value;
    /// under a test the listeners are called with each value (see ``ViewModels``). To wait
    /// until they were called, `await viewModels.delivered()`.
    ///
    /// - Parameter viewModel: The new value for its type.
    public func update<ViewModel: Sendable>(viewModel: ViewModel) {
        viewModels.update(viewModel: viewModel)
    }

    /// The latest view model of a type, or `nil` if none was published yet.
    ///
    /// ```swift
    /// let name = presenter.currentViewModel(MyViewModel.self)?.userName
    /// ```
    ///
    /// - Parameter type: The view-model type to read.
    public func currentViewModel<ViewModel: Sendable>(_ type: ViewModel.Type = ViewModel.self) -> ViewModel? {
        viewModels.currentViewModel(type)
    }
}

// MARK: - Listening

extension Presenter {
    /// Calls `listener` on the main actor with every new view model of a type.
    ///
    /// ```swift
    /// func listenToUpdates() {
    ///     presenter.viewModel { [weak self] (viewModel: MyViewModel) in
    ///         self?.title = viewModel.userName
    ///     }
    /// }
    /// ```
    ///
    /// If a value was already published, `listener` is called with it before this method
    /// returns; if not, it is first called when one arrives. Capture the view `[weak self]`:
    /// the presenter keeps the listener as long as it lives. To make forgetting impossible,
    /// use ``viewModel(_:owner:_:)`` instead.
    ///
    /// > Note: When the listener is a function reference rather than a closure that names its
    /// > type, name the type first: `presenter.viewModel(MyViewModel.self, show)`.
    ///
    /// - Parameter listener: Called on the main actor with the latest value.
    /// - Returns: A token whose ``ListenerToken/cancel()`` stops the calls. Discarding it keeps
    ///   the listener registered.
    @MainActor
    @discardableResult
    public func viewModel<ViewModel: Sendable>(
        _ listener: @escaping @MainActor (ViewModel) -> Void
    ) -> ListenerToken {
        viewModels.viewModel(listener)
    }

    /// Calls `listener` on the main actor with every new view model of the type named first.
    ///
    /// ```swift
    /// presenter.viewModel(MyViewModel.self) { [weak self] viewModel in
    ///     self?.title = viewModel.userName
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The view-model type to listen to.
    ///   - listener: Called on the main actor with the latest value.
    /// - Returns: A token whose ``ListenerToken/cancel()`` stops the calls.
    @MainActor
    @discardableResult
    public func viewModel<ViewModel: Sendable>(
        _ type: ViewModel.Type,
        _ listener: @escaping @MainActor (ViewModel) -> Void
    ) -> ListenerToken {
        viewModels.viewModel(type, listener)
    }

    /// Calls `listener` with `owner` and every new view model of a type, until `owner` is gone.
    ///
    /// ```swift
    /// presenter.viewModel(MyViewModel.self, owner: self) { view, viewModel in
    ///     view.title = viewModel.userName
    /// }
    /// ```
    ///
    /// The presenter holds `owner` weakly and passes it back as a strong reference, so the
    /// closure needs no `[weak self]`. Once `owner` is released the listener stops, and the
    /// presenter prunes it at its next delivery.
    ///
    /// - Parameters:
    ///   - type: The view-model type, when the closure does not name it.
    ///   - owner: The object whose lifetime bounds the listener, usually the view.
    ///   - listener: Called on the main actor with the owner and the latest value.
    /// - Returns: A token whose ``ListenerToken/cancel()`` stops the calls early.
    @MainActor
    @discardableResult
    public func viewModel<Owner: AnyObject, ViewModel: Sendable>(
        _ type: ViewModel.Type = ViewModel.self,
        owner: Owner,
        _ listener: @escaping @MainActor (Owner, ViewModel) -> Void
    ) -> ListenerToken {
        viewModels.viewModel(type, owner: owner, listener)
    }

    /// An observable object whose ``ObservedViewModel/value`` follows the latest view model of
    /// a type, for SwiftUI and other observation-based views.
    ///
    /// ```swift
    /// let profile = presenter.observe(MyViewModel.self)
    /// ProfileView(profile: profile) // reads profile.value?.userName in its body
    /// ```
    ///
    /// - Parameter type: The view-model type to follow.
    /// - Returns: A new observed view model; it does not keep the presenter alive.
    @MainActor
    public func observe<ViewModel: Sendable>(_ type: ViewModel.Type = ViewModel.self) -> ObservedViewModel<ViewModel> {
        viewModels.observe(type)
    }
}
