import LiveScreens

/// The users list, ready to show, as the users presenter publishes it.
struct UsersViewModel: Sendable {
    let list: UserList
}
