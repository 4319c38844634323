public import Observation

/// A ready ``Navigator`` that keeps the screens as a ``RouteStack`` value.
///
/// Use it in tests to assert where a flow went, and as the model of a UI that draws itself
/// from data: it is `@Observable`, so a web page can follow ``stack``. A SwiftUI app uses
/// ``NavigationModel``, the same stack with how each modal is shown and an alert.
///
/// ```swift
/// let navigator = StackNavigator<AppRoute>()
/// let coordinator = ExampleCoordinator(navigator: navigator)
/// coordinator.start()
/// #expect(navigator.stack.routes == [.example])
/// ```
///
/// It keeps routes, which are values, and makes no screen: popping a route leaves the leak
/// detector nothing to watch, and a route still held elsewhere — in a saved stack, a SwiftUI
/// path, a test's expectation — is data, not a leak. The navigator that makes the screens is
/// the one that knows them, and tells `LeakDetector.current` when it pops one.
@MainActor
@Observable
public final class StackNavigator<Route> {
    /// The screens now; set it, or call ``replaceStack(with:animated:)`` as with any navigator,
    /// to jump anywhere in one change (for example to a deep link's screens).
    public var stack: RouteStack<Route>

    /// A navigator showing `stack`.
    ///
    /// ```swift
    /// let navigator = StackNavigator(try RouteStack<AppRoute>(path: "/users/42"))
    /// ```
    ///
    /// - Parameter stack: The screens to start with; empty by default.
    public init(_ stack: RouteStack<Route> = RouteStack<Route>()) {
        self.stack = stack
    }
}

// MARK: - Navigator

extension StackNavigator: Navigator {
    /// Pushes `route` onto ``stack``; a value has nothing to animate.
    public func push(_ route: Route, animated: Bool) {
        stack.push(route)
    }

    /// Pops the visible pushed route of ``stack``.
    public func pop(animated: Bool) {
        stack.pop()
    }

    /// Presents `route` in ``stack``.
    public func present(_ route: Route, animated: Bool) {
        stack.present(route)
    }

    /// Dismisses the topmost modal stack of ``stack``.
    public func dismiss(animated: Bool) {
        stack.dismiss()
    }

    /// Sets ``stack`` to `stack`: one change for its observers.
    public func replaceStack(with stack: RouteStack<Route>, animated: Bool) {
        self.stack = stack
    }
}
