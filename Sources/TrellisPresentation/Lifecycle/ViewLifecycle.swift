/// The small object a view owns to forward its lifecycle to the objects that care.
///
/// Call ``send(_:)`` from the toolkit's hooks — `viewDidLoad()` in UIKit, `.onAppear` in
/// SwiftUI, page events in a web view — and every observer hears it. Observers are held
/// weakly, so a view can forward to the presenter it owns without a retain cycle.
///
/// ```swift
/// final class ProfileViewController: UIViewController {
///     private let presenter = ProfilePresenter()
///     private let lifecycle = ViewLifecycle()
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         lifecycle.add(presenter)
///         lifecycle.send(.didLoad)
///     }
/// }
/// ```
@MainActor
public final class ViewLifecycle {
    /// The last event sent, or `nil` before the view loaded.
    public private(set) var lastEvent: ViewLifecycleEvent?

    private var observers: [WeakObserver] = []

    /// A lifecycle with no observers, before the view loaded.
    ///
    /// It is `nonisolated` so a view can create it as a stored property's default value.
    public nonisolated init() {}

    // MARK: - API

    /// Adds an observer, held weakly, and brings it up to date.
    ///
    /// An observer added after the view loaded receives ``ViewLifecycleEvent/didLoad`` at
    /// once, and the appearing events if the view is appearing or visible, so the order in
    /// which a screen is wired does not matter.
    ///
    /// ```swift
    /// lifecycle.add(presenter)
    /// ```
    ///
    /// - Parameter observer: The object to notify; adding it twice has no effect.
    public func add(_ observer: any ViewLifecycleObserving) {
        observers.removeAll { $0.observer == nil }
        guard !observers.contains(where: { $0.observer === observer }) else { return }
        observers.append(WeakObserver(observer: observer))
        for event in eventsToCatchUp() {
            observer.receive(event)
        }
    }

    /// Stops notifying `observer`.
    ///
    /// ```swift
    /// lifecycle.remove(presenter)
    /// ```
    ///
    /// - Parameter observer: An observer added before; others are ignored.
    public func remove(_ observer: any ViewLifecycleObserving) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Tells every living observer that `event` happened, in the order they were added.
    ///
    /// ```swift
    /// lifecycle.send(.willAppear)
    /// ```
    ///
    /// - Parameter event: What happened to the view.
    public func send(_ event: ViewLifecycleEvent) {
        lastEvent = event
        observers.removeAll { $0.observer == nil }
        for entry in observers {
            entry.observer?.receive(event)
        }
    }

    // MARK: - Internal

    private struct WeakObserver {
        weak var observer: (any ViewLifecycleObserving)?
    }

    private func eventsToCatchUp() -> [ViewLifecycleEvent] {
        switch lastEvent {
        case nil: []
        case .didLoad, .willDisappear, .didDisappear: [.didLoad]
        case .willAppear: [.didLoad, .willAppear]
        case .didAppear: [.didLoad, .willAppear, .didAppear]
        }
    }
}
