/// One button of an ``AlertState``: its title, its role and what a tap does.
///
/// ```swift
/// AlertButton("Delete", role: .destructive) { coordinator.deleteList() }
/// AlertButton("Cancel", role: .cancel)
/// ```
public struct AlertButton: Sendable {
    /// What a button means, which the platform shows (a destructive button in red) and uses to
    /// order the buttons.
    public struct Role: Hashable, Sendable {
        private enum Value: Hashable, Sendable {
            case cancel
            case destructive
        }

        private let value: Value

        /// Closes the alert without doing anything.
        public static let cancel = Role(value: .cancel)

        /// Does something that cannot be undone, such as deleting data.
        public static let destructive = Role(value: .destructive)
    }

    /// The button's title, shown as it is: localize it before making the button.
    public var title: String

    /// What the button means, or `nil` for an ordinary button.
    public var role: Role?

    /// What a tap does; the alert closes either way.
    public var action: @MainActor @Sendable () -> Void

    /// A button titled `title` that runs `action` when tapped.
    ///
    /// ```swift
    /// AlertButton("Retry") { coordinator.reload() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The button's title, shown as it is.
    ///   - role: What the button means; `nil` for an ordinary button.
    ///   - action: What a tap does; nothing by default, so a tap only closes the alert.
    public init(_ title: String, role: Role? = nil, action: @escaping @MainActor @Sendable () -> Void = {}) {
        self.title = title
        self.role = role
        self.action = action
    }
}
