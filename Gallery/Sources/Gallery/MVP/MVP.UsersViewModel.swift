extension MVP {
    /// The users list, ready to show: what `users.mustache` reads.
    struct UsersViewModel: Sendable {
        /// One row of the list.
        struct Row: Sendable {
            let id: User.ID
            let name: String
        }

        let users: [Row]
    }
}

extension MVP.UsersViewModel {
    init(users: [User]) {
        self.users = users.map { Row(id: $0.id, name: $0.name) }
    }
}
