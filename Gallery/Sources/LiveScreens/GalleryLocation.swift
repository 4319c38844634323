public import GalleryDomain

/// Where a page is in the feature: the users list, one user's photos, or one photo.
///
/// Every pattern is served at the same locations under its own prefix, so a deep link and the
/// pattern switcher keep the user and photo: `/supersimple/users/2/photos/5` and
/// `/viper/users/2/photos/5` show the same screen. ``path`` is relative (`users/2/photos/5`):
/// pages set `<base href="/<pattern>/">`, so the fragments every pattern renders carry the
/// same links.
public enum GalleryLocation: Hashable, Sendable {
    /// `users`: everyone, the first screen.
    case users
    /// `users/<user>/photos`: one user's photos.
    case photos(user: User.ID)
    /// `users/<user>/photos/<photo>`: one photo, with its likes and HAL's banner.
    case photo(user: User.ID, photo: Photo.ID)

    /// Reads a path such as `/users/2/photos/5` (leading and trailing slashes optional).
    ///
    /// - Returns: `nil` when the path names no screen; its users and photos may still not exist.
    public init?(path: some StringProtocol) {
        // Split on bytes, not Characters: a combining accent must not glue two segments together.
        let parts = path.utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
        switch parts.count {
        case 1 where parts[0] == "users":
            self = .users
        case 3 where parts[0] == "users" && parts[2] == "photos":
            guard let user = Self.id(parts[1]) else { return nil }
            self = .photos(user: user)
        case 4 where parts[0] == "users" && parts[2] == "photos":
            guard let user = Self.id(parts[1]), let photo = Self.id(parts[3]) else { return nil }
            self = .photo(user: user, photo: photo)
        default:
            return nil
        }
    }

    /// The path under a pattern's prefix, without a leading slash: `users/2/photos`.
    public var path: String {
        switch self {
        case .users: "users"
        case let .photos(user): "users/\(user)/photos"
        case let .photo(user, photo): "users/\(user)/photos/\(photo)"
        }
    }

    /// The screen "back" leads to: one level up, whichever way the page was reached.
    public var parent: GalleryLocation? {
        switch self {
        case .users: nil
        case .photos: .users
        case let .photo(user, _): .photos(user: user)
        }
    }

    /// The page title, the same for every pattern.
    public var title: String {
        switch self {
        case .users: "Users"
        case let .photos(user): "Photos of user \(user)"
        case let .photo(_, photo): "Photo \(photo)"
        }
    }

    /// The regions of the screen, top to bottom; each is filled by the fragment template of
    /// the same name.
    public var regions: [PageRegion] {
        switch self {
        case .users: [.users]
        case .photos: [.photos]
        case .photo: [.photo, .likes, .banner]
        }
    }

    private static func id(_ text: String) -> Int64? {
        guard let id = Int64(text), id > 0, String(id) == text else { return nil }
        return id
    }
}
