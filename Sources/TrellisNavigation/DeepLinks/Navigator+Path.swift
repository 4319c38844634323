// MARK: - Deep links

extension Navigator where Route: PathRoute {
    /// Shows the screens a URL path names, such as a deep link's, in one step.
    ///
    /// ```swift
    /// try navigator.open(path: "/users/42/photos")
    /// // the stack is now [.user(id: 42), .photos], with nothing presented
    /// ```
    ///
    /// The path is parsed with ``RouteStack/init(path:)``, then shown with
    /// ``replaceStack(with:animated:)``: observers see one change, a UIKit navigator sets its
    /// view controllers once, and nothing is pushed screen by screen. Presented stacks are
    /// closed, since a path names none.
    ///
    /// - Parameters:
    ///   - path: The path, with or without its leading slash; a query or fragment is ignored.
    ///   - animated: Whether the change is animated; by default it is.
    /// - Throws: ``RouteParsingError`` naming the first component no route accepts; the
    ///   navigator is then left as it was.
    public func open(path: some StringProtocol, animated: Bool = true) throws(RouteParsingError) {
        replaceStack(with: try RouteStack<Route>(path: path), animated: animated)
    }
}
