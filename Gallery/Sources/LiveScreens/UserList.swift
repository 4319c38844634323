import Mustache
package import GalleryDomain

/// The users region: what `users.mustache` reads (`users`).
///
/// The same for every pattern, since the conformance suite requires the same HTML from all of
/// them: a pattern decides who builds it and when, never its shape.
package struct UserList: RegionContent, Hashable {
    package static let region = PageRegion.users

    package let users: [UserRow]
}

extension UserList {
    package init(_ users: [User]) {
        self.users = users.map(UserRow.init)
    }
}

extension UserList: MustacheParent {
    /// Each field the template reads, by its name: swift-mustache asks a `MustacheParent` rather
    /// than reflecting (`Mirror`) on the value for every field it prints.
    package func child(named name: String) -> Any? {
        switch name {
        case "users": self.users
        default: nil
        }
    }
}
