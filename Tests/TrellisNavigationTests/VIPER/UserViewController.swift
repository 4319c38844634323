import TrellisNavigation

protocol AnyView: ViperView {
    func update(with users: [User])
    func update(with error: String)
}

/// The seed's view controller, without UIKit: it remembers what it shows.
final class UserViewController: AnyView {
    var presenter: (any AnyPresenter)?
    private(set) var users: [User] = []
    private(set) var error: String?
    private(set) var isTableHidden = true

    func update(with users: [User]) {
        self.users = users
        isTableHidden = false
    }

    func update(with error: String) {
        self.error = error
    }
}
