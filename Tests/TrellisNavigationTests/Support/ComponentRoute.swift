import TrellisNavigation

/// A route for every component, so a test sees exactly how a path was split.
struct ComponentRoute: PathRoute {
    let component: String

    static func parse(_ components: inout ArraySlice<Substring>) -> ComponentRoute? {
        guard let first = components.popFirst() else { return nil }
        return ComponentRoute(component: String(first))
    }

    var pathComponents: [String] { [component] }
}

extension RouteStack where Route == ComponentRoute {
    /// The components the path was split into, in order.
    var components: [String] { routes.map(\.component) }
}
