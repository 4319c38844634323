import Mustache
package import GalleryDomain

/// One row of the users list: what `users.mustache` reads of each user (`id`, `name`).
///
/// The row is its own shape rather than the `User` itself, so the template keeps reading these
/// two fields whatever `User` comes to hold.
package struct UserRow: Hashable, Sendable {
    package let id: User.ID
    package let name: String
}

extension UserRow {
    package init(_ user: User) {
        id = user.id
        name = user.name
    }
}

extension UserRow: MustacheParent {
    /// Each field the template reads, by its name: swift-mustache asks a `MustacheParent` rather
    /// than reflecting (`Mirror`) on the value for every field it prints.
    package func child(named name: String) -> Any? {
        switch name {
        case "id": self.id
        case "name": self.name
        default: nil
        }
    }
}
