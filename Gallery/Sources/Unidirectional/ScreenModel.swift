import LiveScreens
import Observation

/// One screen's model: an `@Observable` object holding the screen's whole state in one value,
/// changed only by ``send(_:)``.
@MainActor
protocol ScreenModel: AnyObject, Observable {
    /// Everything the screen shows.
    associatedtype State: Equatable
    /// Everything that can happen to the screen.
    associatedtype Action

    /// The state, as the view draws it.
    var state: State { get }

    /// The action the screen sends when it comes on show.
    static var appeared: Action { get }

    /// The action a tap on the screen is, or `nil` for a tap that is not the screen's own (a
    /// link to another screen, which the view's navigation follows).
    static func action(for event: ScreenEvent) -> Action?

    /// Runs `action`: the one place the state changes.
    ///
    /// - Throws: What a repository or an action threw, or ``GalleryError/notOnThisScreen(_:)``.
    func send(_ action: Action) async throws

    /// Draws `state` on `page`, every region of the screen that has something to show.
    static func draw(_ state: State, on page: LivePage)
}
