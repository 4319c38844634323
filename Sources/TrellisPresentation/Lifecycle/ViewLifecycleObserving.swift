/// An object, usually a presenter, that reacts to the life of a view without subclassing it.
///
/// Implement only the moments you need; the others do nothing. The view forwards its events
/// through a ``ViewLifecycle`` it owns, whatever the UI toolkit.
///
/// ```swift
/// extension ProfilePresenter: ViewLifecycleObserving {
///     func viewDidLoad() {
///         loadProfile()
///     }
/// }
/// ```
///
/// The requirements are isolated to the main actor, the protocol is not: a `Sendable`
/// presenter can conform without becoming main-actor bound.
public protocol ViewLifecycleObserving: AnyObject {
    /// The view was loaded; it happens once.
    @MainActor func viewDidLoad()
    /// The view is about to become visible.
    @MainActor func viewWillAppear()
    /// The view became visible.
    @MainActor func viewDidAppear()
    /// The view is about to stop being visible.
    @MainActor func viewWillDisappear()
    /// The view is no longer visible.
    @MainActor func viewDidDisappear()
}

// MARK: - Defaults

extension ViewLifecycleObserving {
    /// Does nothing.
    @MainActor public func viewDidLoad() {}
    /// Does nothing.
    @MainActor public func viewWillAppear() {}
    /// Does nothing.
    @MainActor public func viewDidAppear() {}
    /// Does nothing.
    @MainActor public func viewWillDisappear() {}
    /// Does nothing.
    @MainActor public func viewDidDisappear() {}

    /// Calls the method that matches `event`, so a toolkit can forward events as values.
    ///
    /// ```swift
    /// presenter.receive(.didLoad) // calls presenter.viewDidLoad()
    /// ```
    ///
    /// - Parameter event: What happened to the view.
    @MainActor
    public func receive(_ event: ViewLifecycleEvent) {
        switch event {
        case .didLoad: viewDidLoad()
        case .willAppear: viewWillAppear()
        case .didAppear: viewDidAppear()
        case .willDisappear: viewWillDisappear()
        case .didDisappear: viewDidDisappear()
        }
    }
}
