import LiveScreens

/// The users list as it is shown: the framework's `MyViewModel`, holding the users template's
/// data.
struct UsersViewModel: Sendable {
    var list: UserList
}
