extension MVC {
    /// The users list. It draws the users its controller sends and knows nothing else.
    @MainActor
    final class UsersView {
        private let page: LivePage

        init(page: LivePage) {
            self.page = page
        }

        func show(_ users: [User]) {
            page.render(Drawing(users: users), in: .users)
        }

        /// What `users.mustache` reads: a `User` already has the row's `id` and `name`.
        private struct Drawing {
            let users: [User]
        }
    }
}
