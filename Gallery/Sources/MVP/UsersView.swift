import LiveScreens

/// The users list: a passive view with no controls of its own (choosing a user is the
/// controller's navigation).
@MainActor
final class UsersView: ScreenView, UsersViewDelegate {
    var presenter: UsersPresenter?
    let page: LivePage

    init(page: LivePage) {
        self.page = page
    }

    func updateView() {
        show(\UsersViewModel.list)
    }
}
