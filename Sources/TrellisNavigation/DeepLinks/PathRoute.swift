/// A route that can read itself from the front of a URL path, and write itself back.
///
/// Each route consumes the components it understands, so ``RouteStack/init(path:)`` can turn
/// a whole deep link into a stack, one route at a time, and ``RouteStack/path`` can turn a
/// stack back into a link.
///
/// ```swift
/// enum AppRoute: PathRoute {
///     case user(id: Int)
///     case photos
///
///     static func parse(_ components: inout ArraySlice<Substring>) -> AppRoute? {
///         switch components.first {
///         case "users":
///             guard let id = components.dropFirst().first.flatMap({ Int($0) }) else { return nil }
///             components.removeFirst(2)
///             return .user(id: id)
///         case "photos":
///             components.removeFirst()
///             return .photos
///         default:
///             return nil
///         }
///     }
///
///     var pathComponents: [String] {
///         switch self {
///         case let .user(id): ["users", String(id)]
///         case .photos: ["photos"]
///         }
///     }
/// }
/// ```
public protocol PathRoute: Hashable, Sendable {
    /// Reads one route from the front of `components` and removes what it read.
    ///
    /// Components arrive without slashes, never empty, and percent-decoded (`Dave%20Bowman`
    /// arrives as `Dave Bowman`; a component that is not valid percent-encoding arrives as
    /// sent). A route that does not match returns `nil`; what it did to
    /// `components` is then ignored.
    ///
    /// - Parameter components: The components not read yet.
    /// - Returns: The route at the front, or `nil` if it is not one of these routes.
    static func parse(_ components: inout ArraySlice<Substring>) -> Self?

    /// The components that ``parse(_:)`` reads back into this route.
    ///
    /// Each must be non-empty; any character may appear, since ``RouteStack/path``
    /// percent-encodes them.
    var pathComponents: [String] { get }
}
