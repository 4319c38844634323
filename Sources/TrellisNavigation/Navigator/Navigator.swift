/// Moves between screens named by routes, on whatever UI toolkit shows them.
///
/// Coordinators and routers talk to a navigator instead of a `UINavigationController`, so the
/// same flow drives UIKit, SwiftUI, a web page, or a test. Use ``NavigationModel`` for SwiftUI
/// (its `path` binds to `NavigationStack(path:)`), `NavigationControllerNavigator` for UIKit,
/// ``StackNavigator`` for a web page or a test, or implement it for another toolkit:
///
/// ```swift
/// final class UIKitNavigator: Navigator {
///     let navigationController: UINavigationController
///     func push(_ route: AppRoute, animated: Bool) {
///         navigationController.pushViewController(makeScreen(for: route), animated: animated)
///     }
///     func replaceStack(with stack: RouteStack<AppRoute>, animated: Bool) {
///         let root = Array(navigationController.viewControllers.prefix(1))
///         navigationController.setViewControllers(root + stack.routes.map(makeScreen), animated: animated)
///         …
///     }
///     …
/// }
/// ```
@MainActor
public protocol Navigator<Route>: AnyObject {
    /// What names a screen: usually an enum with one case per screen.
    associatedtype Route

    /// Shows the screen for `route` on top of the current stack.
    ///
    /// - Parameters:
    ///   - route: The screen to show.
    ///   - animated: Whether the change is animated.
    func push(_ route: Route, animated: Bool)

    /// Goes back one screen in the current stack.
    ///
    /// - Parameter animated: Whether the change is animated.
    func pop(animated: Bool)

    /// Shows the screen for `route` modally, over everything, starting a new stack.
    ///
    /// - Parameters:
    ///   - route: The screen to present.
    ///   - animated: Whether the change is animated.
    func present(_ route: Route, animated: Bool)

    /// Closes the topmost modal stack.
    ///
    /// - Parameter animated: Whether the change is animated.
    func dismiss(animated: Bool)

    /// Replaces every screen at once: the pushed routes and the presented stacks become
    /// `stack`'s, and the root screen stays.
    ///
    /// One change where pushing the routes one by one would make one per route, each drawn and
    /// animated: observers of a ``NavigationModel`` or a ``StackNavigator`` see the new stack
    /// once, and a UIKit navigator sets its view controllers in one call. Opening a deep link
    /// with ``open(path:animated:)`` goes through it.
    ///
    /// ```swift
    /// navigator.replaceStack(with: [.user(id: 42), .photos], animated: false)
    /// ```
    ///
    /// There is no default: only the navigator knows what it shows, and so what to replace.
    ///
    /// - Parameters:
    ///   - stack: The screens to show, over the root screen.
    ///   - animated: Whether the change is animated.
    func replaceStack(with stack: RouteStack<Route>, animated: Bool)
}

// MARK: - Animated by default

extension Navigator {
    /// Shows the screen for `route`, animated.
    ///
    /// ```swift
    /// navigator.push(.user(id: 42))
    /// ```
    ///
    /// - Parameter route: The screen to show.
    public func push(_ route: Route) {
        push(route, animated: true)
    }

    /// Goes back one screen, animated.
    ///
    /// ```swift
    /// navigator.pop()
    /// ```
    public func pop() {
        pop(animated: true)
    }

    /// Presents the screen for `route` modally, animated.
    ///
    /// ```swift
    /// navigator.present(.settings)
    /// ```
    ///
    /// - Parameter route: The screen to present.
    public func present(_ route: Route) {
        present(route, animated: true)
    }

    /// Closes the topmost modal stack, animated.
    ///
    /// ```swift
    /// navigator.dismiss()
    /// ```
    public func dismiss() {
        dismiss(animated: true)
    }

    /// Replaces every screen at once with `stack`'s, animated.
    ///
    /// ```swift
    /// navigator.replaceStack(with: [.user(id: 42), .photos])
    /// ```
    ///
    /// - Parameter stack: The screens to show, over the root screen.
    public func replaceStack(with stack: RouteStack<Route>) {
        replaceStack(with: stack, animated: true)
    }
}
