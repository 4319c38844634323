/// An alert as a value: a title, an optional message and the buttons, which a
/// ``NavigationModel`` shows over its topmost screen.
///
/// A coordinator asks a question without a view; a test reads the question and taps an answer:
///
/// ```swift
/// model.alert = AlertState(
///     title: "Delete “\(list.name)”?",
///     message: "Its items are deleted with it.",
///     buttons: [
///         AlertButton("Delete", role: .destructive) { coordinator.delete(list) },
///         AlertButton("Cancel", role: .cancel),
///     ]
/// )
/// ```
///
/// Strings are shown as they are: localize them before making the alert.
public struct AlertState: Sendable {
    /// The alert's title.
    public var title: String

    /// The text under the title, or `nil` for none.
    public var message: String?

    /// The buttons, in the order given; with none, the platform shows one that closes the alert.
    public var buttons: [AlertButton]

    /// An alert with a title, a message and buttons.
    ///
    /// ```swift
    /// AlertState(title: "You are offline", message: "Likes are sent when you are back.")
    /// ```
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - message: The text under the title; none by default.
    ///   - buttons: The buttons, in order; by default none, and the platform shows an OK button.
    public init(title: String, message: String? = nil, buttons: [AlertButton] = []) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}
