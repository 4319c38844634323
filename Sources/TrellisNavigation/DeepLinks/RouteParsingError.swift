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
    ///
    /// Its length is bounded whatever the path's: a quoted path, component or rest longer
    /// than 100 characters shows its first 80 and last 20, and says how many characters it
    /// left out. ``path`` and ``remainingComponents`` keep everything.
    public var description: String {
        let rest = remainingComponents.joined(separator: "/")
        switch reason {
        case .routeConsumedNothing:
            return """
                \(routeType).parse(_:) returned a route for \(Self.quoted(component)), component \
                \(position) of \(Self.quoted(path)), without removing any component. Remove the \
                components it read (components.removeFirst()) so the rest of the path \
                (\(Self.quoted(rest))) can be parsed.
                """
        default:
            return """
                No \(routeType) matches \(Self.quoted(component)), component \(position) (counting \
                from 0) of \(Self.quoted(path)); the unmatched rest is \(Self.quoted(rest)). Make \
                \(routeType).parse(_:) accept it, or fix the link.
                """
        }
    }

    /// `text` in quotes; past 100 characters, its first 80 and last 20 around an ellipsis,
    /// followed by the count of characters left out.
    private static func quoted(_ text: String) -> String {
        let head = 80, tail = 20
        // A text of at most head + tail bytes has at most that many characters.
        guard text.utf8.count > head + tail else { return "\"\(text)\"" }
        let count = text.count
        guard count > head + tail else { return "\"\(text)\"" }
        let elided = count - head - tail
        return "\"\(text.prefix(head))…\(text.suffix(tail))\" (\(elided) character\(elided == 1 ? "" : "s") not shown)"
    }
}
