// MARK: - Deep links

extension RouteStack where Route: PathRoute {
    /// Parses a URL path, such as a deep link's, into a stack of pushed routes.
    ///
    /// ```swift
    /// let stack = try RouteStack<AppRoute>(path: "/users/42/photos")
    /// // stack.routes == [.user(id: 42), .photos]
    /// ```
    ///
    /// Routes are read from the front with ``PathRoute/parse(_:)`` until no component is left.
    /// A query (`?…`) or fragment (`#…`) is ignored, and so are leading, trailing and repeated
    /// slashes; an empty path or `/` gives an empty stack. The path is cut at its `/`, `?` and
    /// `#` bytes, whatever follows them: a combining mark after a slash (`"a/\u{301}b"`) starts
    /// the next component instead of joining the slash into one character. Each component is
    /// percent-decoded before a route reads it (`Dave%20Bowman` arrives as `Dave Bowman`).
    ///
    /// - Parameter path: The path, with or without its leading slash.
    /// - Throws: ``RouteParsingError`` naming the first component no route accepts.
    public init(path: some StringProtocol) throws(RouteParsingError) {
        let path = String(path)
        let components = PathComponentEncoding.components(of: path)
        var remaining = components[...]
        var routes: [Route] = []
        while !remaining.isEmpty {
            let position = components.count - remaining.count
            var attempt = remaining
            guard let route = Route.parse(&attempt) else {
                throw RouteParsingError(
                    .noRouteMatched, route: Route.self, path: path, remaining: remaining, position: position
                )
            }
            guard attempt.count < remaining.count else {
                throw RouteParsingError(
                    .routeConsumedNothing, route: Route.self, path: path, remaining: remaining, position: position
                )
            }
            routes.append(route)
            remaining = attempt
        }
        self.init(routes)
    }

    /// The pushed routes as a URL path, which ``init(path:)`` parses back into them.
    ///
    /// ```swift
    /// RouteStack<AppRoute>([.user(id: 42), .photos]).path // "/users/42/photos"
    /// ```
    ///
    /// Each component is percent-encoded, so values with spaces, slashes or any other character
    /// come back unchanged. Modally presented stacks are not part of the path.
    public var path: String {
        "/" + routes.flatMap(\.pathComponents).map(PathComponentEncoding.encode).joined(separator: "/")
    }
}
