/// The screens of an app as a value: the pushed routes and, over them, any modally presented
/// stacks.
///
/// Navigation as data can be compared in a test, saved and restored, bound to a SwiftUI
/// `NavigationStack(path:)`, and built from a deep link with ``init(path:)``.
///
/// ```swift
/// var stack: RouteStack<AppRoute> = [.user(id: 42)]
/// stack.push(.photos)
/// stack.present(.settings)
/// stack.top // .settings
/// ```
public struct RouteStack<Route> {
    /// The pushed routes, from the first pushed to the visible one (the root screen itself is
    /// not part of the stack).
    public var routes: [Route]

    /// The modally presented stacks, from the lowest to the topmost; each starts with the
    /// presented route and continues with the routes pushed inside it.
    public var presented: [[Route]]

    /// An empty stack: only the root screen is visible.
    ///
    /// ```swift
    /// let stack = RouteStack<AppRoute>()
    /// ```
    public init() {
        self.init([], presented: [])
    }

    /// A stack with the given routes.
    ///
    /// ```swift
    /// let stack = RouteStack<AppRoute>([.user(id: 42), .photos])
    /// ```
    ///
    /// - Parameters:
    ///   - routes: The pushed routes, first pushed first.
    ///   - presented: The modal stacks, lowest first.
    public init(_ routes: [Route], presented: [[Route]] = []) {
        self.routes = routes
        self.presented = presented
    }

    // MARK: - Reading

    /// The route on screen: the top of the topmost modal stack, or the last pushed route.
    public var top: Route? {
        if let modal = presented.last {
            return modal.last
        }
        return routes.last
    }

    /// Whether a modal stack is presented.
    public var isPresenting: Bool {
        !presented.isEmpty
    }

    // MARK: - Changing

    /// Pushes `route` onto the topmost stack: the top modal stack if one is presented.
    ///
    /// ```swift
    /// stack.push(.photos)
    /// ```
    ///
    /// - Parameter route: The screen to show.
    public mutating func push(_ route: Route) {
        if presented.isEmpty {
            routes.append(route)
        } else {
            presented[presented.count - 1].append(route)
        }
    }

    /// Removes the visible pushed route of the topmost stack.
    ///
    /// The first route of a modal stack is its presented screen: popping never removes it;
    /// use ``dismiss()`` for that.
    ///
    /// ```swift
    /// stack.pop()
    /// ```
    ///
    /// - Returns: The removed route, or `nil` if there was nothing to pop.
    @discardableResult
    public mutating func pop() -> Route? {
        if presented.isEmpty {
            return routes.popLast()
        }
        let last = presented.count - 1
        guard presented[last].count > 1 else { return nil }
        return presented[last].popLast()
    }

    /// Presents `route` modally, over everything, as the start of a new stack.
    ///
    /// ```swift
    /// stack.present(.settings)
    /// ```
    ///
    /// - Parameter route: The screen to present.
    public mutating func present(_ route: Route) {
        presented.append([route])
    }

    /// Closes the topmost modal stack with everything pushed inside it.
    ///
    /// ```swift
    /// stack.dismiss()
    /// ```
    ///
    /// - Returns: The closed stack, or `nil` if nothing was presented.
    @discardableResult
    public mutating func dismiss() -> [Route]? {
        presented.popLast()
    }
}

// MARK: - Conformances

extension RouteStack: Equatable where Route: Equatable {}

extension RouteStack: Hashable where Route: Hashable {}

extension RouteStack: Sendable where Route: Sendable {}

extension RouteStack: Codable where Route: Codable {}

extension RouteStack: ExpressibleByArrayLiteral {
    /// A stack of pushed routes: `let stack: RouteStack<AppRoute> = [.user(id: 42), .photos]`.
    public init(arrayLiteral routes: Route...) {
        self.init(routes)
    }
}
