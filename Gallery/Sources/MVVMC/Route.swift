import GalleryDomain
import MVVM
import Trellis

/// A screen of the flow, as its coordinators push it and as a URL spells it.
///
/// A route is the part of the path its screen adds to its parent's, so the page's path is
/// the navigator's `RouteStack` path and a deep link parses back into that stack:
/// `users/2/photos/5` is `[.users, .photos(user: 2), .photo(5)]`.
enum Route: PathRoute {
    /// `users`: everyone.
    case users
    /// `<user>/photos`: one user's photos.
    case photos(user: User.ID)
    /// `<photo>`: one of the photos on show below it.
    case photo(Photo.ID)

    static func parse(_ components: inout ArraySlice<Substring>) -> Route? {
        guard let first = components.first else { return nil }
        if first == "users" {
            components.removeFirst()
            return .users
        }
        guard let id = Int64(first), id > 0, String(id) == first else { return nil }
        if components.dropFirst().first == "photos" {
            components.removeFirst(2)
            return .photos(user: id)
        }
        components.removeFirst()
        return .photo(id)
    }

    var pathComponents: [String] {
        switch self {
        case .users: ["users"]
        case let .photos(user): [String(user), "photos"]
        case let .photo(photo): [String(photo)]
        }
    }
}
