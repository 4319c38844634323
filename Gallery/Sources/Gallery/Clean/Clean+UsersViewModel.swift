extension Clean {
    /// The users list as it is shown: the seed's `MyViewModel`, read by the users template.
    struct UsersViewModel: Sendable {
        /// One row of the list.
        struct Row: Sendable {
            var id: User.ID
            var name: String
        }

        var users: [Row]
    }
}
