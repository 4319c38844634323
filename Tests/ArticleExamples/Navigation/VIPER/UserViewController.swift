public import TrellisNavigation

/// The iOS Architecture Patterns notes' VIPER view contract.
public protocol AnyView: ViperView {
    func update(with users: [User])
    func update(with error: String)
}

/// The notes' view controller, without UIKit: it remembers what it shows.
public final class UserViewController: AnyView {
    public var presenter: (any AnyPresenter)?
    public private(set) var users: [User] = []
    public private(set) var error: String?
    public private(set) var isTableHidden = true

    public init() {}

    public func update(with users: [User]) {
        self.users = users
        isTableHidden = false
    }

    public func update(with error: String) {
        self.error = error
    }
}
