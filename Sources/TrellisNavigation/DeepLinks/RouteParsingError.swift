/// Why a deep link could not be turned into a ``RouteStack``: which component, where, and how
/// to fix it.
///
/// ```swift
/// do {
///     navigator.stack = try RouteStack<AppRoute>(path: link)
/// } catch {
///     log(error.description)
///     // No AppRoute matches "nope", component 2 of "/users/42/nope" …
/// }
/// ```
public struct RouteParsingError: Error, Hashable, Sendable {
    /// What went wrong, a value that can grow new cases.
    public struct Reason: Hashable, Sendable {
        private enum Value: Hashable, Sendable {
            case noRouteMatched
            case routeConsumedNothing
        }

        private let value: Value

        /// No route accepted the component.
        public static let noRouteMatched = Reason(value: .noRouteMatched)

        /// A route was parsed but removed no component, so parsing could never end.
        public static let routeConsumedNothing = Reason(value: .routeConsumedNothing)
    }

    /// What went wrong.
    public let reason: Reason

    /// The whole path that was parsed.
    public let path: String

    /// The component at which parsing stopped.
    public let component: String

    /// The index of ``component`` among the path's components, counting from 0.
    public let position: Int

    /// The components from ``component`` to the end of the path.
    public let remainingComponents: [String]

    /// The name of the route type that was parsing.
    public let routeType: String

    /// An error for `Route`, built by ``RouteStack/init(path:)``.
    init<Route>(
        _ reason: Reason,
        route: Route.Type,
        path: String,
        remaining: ArraySlice<Substring>,
        position: Int
    ) {
        self.reason = reason
        self.path = path
        self.component = remaining.first.map(String.init) ?? ""
        self.position = position
        self.remainingComponents = remaining.map(String.init)
        self.routeType = String(describing: route)
    }
}

// MARK: - CustomStringConvertible

extension RouteParsingError: CustomStringConvertible {
    /// The cause and the fix, naming the component and its position.
    public var description: String {
        let rest = remainingComponents.joined(separator: "/")
        switch reason {
        case .routeConsumedNothing:
            return """
                \(routeType).parse(_:) returned a route for "\(component)", component \(position) \
                of "\(path)", without removing any component. Remove the components it read \
                (components.removeFirst()) so the rest of the path ("\(rest)") can be parsed.
                """
        default:
            return """
                No \(routeType) matches "\(component)", component \(position) (counting from 0) \
                of "\(path)"; the unmatched rest is "\(rest)". Make \(routeType).parse(_:) accept \
                it, or fix the link.
                """
        }
    }
}
