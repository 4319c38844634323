/// How a modally presented stack is shown: as a sheet over the screen, or covering all of it.
///
/// A ``RouteStack`` keeps what is presented; a ``NavigationModel`` keeps, beside it, the style
/// of each presented stack, which SwiftUI's `sheet(item:)` and `fullScreenCover(item:)` need.
///
/// ```swift
/// model.present(.settings, as: .fullScreenCover)
/// model.fullScreenCover // .settings
/// ```
public struct ModalStyle: Hashable, Sendable {
    private enum Value: Hashable, Sendable {
        case sheet
        case fullScreenCover
    }

    private let value: Value

    /// A sheet over the presenting screen, which the user can swipe down to dismiss.
    public static let sheet = ModalStyle(value: .sheet)

    /// A cover over the whole screen, which only the app dismisses. Where the platform has no
    /// full-screen cover (macOS), it is shown as a sheet.
    public static let fullScreenCover = ModalStyle(value: .fullScreenCover)
}

// MARK: - CustomStringConvertible

extension ModalStyle: CustomStringConvertible {
    /// The style's name, as a test failure shows it: `sheet` or `fullScreenCover`.
    public var description: String {
        switch value {
        case .sheet: "sheet"
        case .fullScreenCover: "fullScreenCover"
        }
    }
}
