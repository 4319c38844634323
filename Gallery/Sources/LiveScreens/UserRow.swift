/// One row of the users list: what `users.mustache` reads of each user (`id`, `name`).
///
/// The row is its own shape rather than the `User` itself, so the template keeps reading these
/// two fields whatever `User` comes to hold.
struct UserRow: Hashable, Sendable {
    let id: User.ID
    let name: String
}

extension UserRow {
    init(_ user: User) {
        id = user.id
        name = user.name
    }
}
