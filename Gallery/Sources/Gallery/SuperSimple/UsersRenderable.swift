import Trellis

extension SuperSimple {
    /// The users list, ready to show.
    struct UsersRenderable: Renderable {
        /// One row: what the list shows of a user.
        struct Row: Hashable, Sendable {
            let id: User.ID
            let name: String
        }

        let users: [Row]
    }

    /// A view that shows the users list.
    protocol UsersRendering: Rendering<UsersRenderable> {}

    /// The view: a page region that renders `UsersRenderable`s.
    typealias UsersView = RegionView<UsersRenderable>
}

extension RegionView: SuperSimple.UsersRendering where Content == SuperSimple.UsersRenderable {}

extension SuperSimple.UsersRenderable {
    init(users: [User]) {
        self.users = users.map { Row(id: $0.id, name: $0.name) }
    }
}
