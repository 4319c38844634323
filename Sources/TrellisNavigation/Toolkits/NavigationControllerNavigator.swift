#if canImport(UIKit) && !os(watchOS)
    public import UIKit
    import TrellisLeaks

    /// A ``Navigator`` that shows routes in a `UINavigationController`: pushed routes on its
    /// stack, each presented stack in a navigation controller of its own, presented over it.
    ///
    /// ```swift
    /// let navigator = NavigationControllerNavigator(navigationController) { route in
    ///     switch route {
    ///     case let .user(id): UserViewController(id: id)
    ///     case .photos: PhotosViewController()
    ///     …
    ///     }
    /// }
    /// let coordinator = ExampleCoordinator(navigator: navigator)
    /// ```
    ///
    /// The navigation controller's first view controller is the root screen and stays. Each view
    /// controller the navigator pops, dismisses or replaces is handed to `LeakDetector.current`,
    /// which, once the app turned it on, reports any that something still holds.
    @MainActor
    public final class NavigationControllerNavigator<Route>: Navigator {
        /// The navigation controller that shows the root stack.
        public let navigationController: UINavigationController

        private let makeViewController: (Route) -> UIViewController

        /// A navigator showing routes in `navigationController`, each made by `makeViewController`.
        ///
        /// - Parameters:
        ///   - navigationController: Shows the root screen (its first view controller) and the
        ///     pushed routes.
        ///   - makeViewController: Makes the screen for a route, each time the route is shown.
        public init(_ navigationController: UINavigationController, makeViewController: @escaping (Route) -> UIViewController) {
            self.navigationController = navigationController
            self.makeViewController = makeViewController
        }

        /// Pushes the screen for `route` onto the topmost stack.
        public func push(_ route: Route, animated: Bool) {
            topNavigationController.pushViewController(makeViewController(route), animated: animated)
        }

        /// Pops the topmost stack's visible screen; a stack's first screen stays.
        public func pop(animated: Bool) {
            guard let popped = topNavigationController.popViewController(animated: animated) else { return }
            expectDeallocation(of: [popped])
        }

        /// Presents the screen for `route` in a new navigation controller, over everything.
        public func present(_ route: Route, animated: Bool) {
            topViewController.present(UINavigationController(rootViewController: makeViewController(route)), animated: animated)
        }

        /// Dismisses the topmost presented view controller.
        public func dismiss(animated: Bool) {
            let top = topViewController
            guard top !== navigationController, let presenter = top.presentingViewController else { return }
            presenter.dismiss(animated: animated)
            expectDeallocation(of: [top] + ((top as? UINavigationController)?.viewControllers ?? []))
        }

        /// Sets the navigation controller's view controllers in one call, then presents the
        /// modal stacks, each once the one under it is on screen.
        public func replaceStack(with stack: RouteStack<Route>, animated: Bool) {
            var replaced = Array(navigationController.viewControllers.dropFirst())
            var presented = navigationController.presentedViewController
            while let modal = presented {
                replaced += [modal] + ((modal as? UINavigationController)?.viewControllers ?? [])
                presented = modal.presentedViewController
            }
            let root = Array(navigationController.viewControllers.prefix(1))
            navigationController.setViewControllers(root + stack.routes.map(makeViewController), animated: animated)
            let modals = stack.presented.map { routes in
                let modal = UINavigationController()
                modal.setViewControllers(routes.map(makeViewController), animated: false)
                return modal
            }
            if navigationController.presentedViewController == nil {
                present(modals[...], over: navigationController, animated: animated)
            } else {
                navigationController.dismiss(animated: animated) {
                    self.present(modals[...], over: self.navigationController, animated: animated)
                }
            }
            expectDeallocation(of: replaced)
        }

        // MARK: - Internal

        /// The topmost presented view controller, or the navigation controller.
        private var topViewController: UIViewController {
            var top: UIViewController = navigationController
            while let presented = top.presentedViewController {
                top = presented
            }
            return top
        }

        /// The navigation controller of the topmost stack.
        private var topNavigationController: UINavigationController {
            var top = navigationController
            var presented = navigationController.presentedViewController
            while let modal = presented {
                if let stack = modal as? UINavigationController { top = stack }
                presented = modal.presentedViewController
            }
            return top
        }

        /// Presents `modals` one over the other, each once the one under it is on screen.
        private func present(_ modals: ArraySlice<UINavigationController>, over presenter: UIViewController, animated: Bool) {
            guard let modal = modals.first else { return }
            presenter.present(modal, animated: animated) {
                self.present(modals.dropFirst(), over: modal, animated: animated)
            }
        }

        private func expectDeallocation(of controllers: [UIViewController]) {
            for controller in controllers {
                LeakDetector.current.expectDeallocation(of: controller)
            }
        }
    }
#endif
