/// A type whose one job is to build a screen and wire its parts together.
///
/// Views own their interactions and presenters; something still has to make them and call
/// `use(_:)`. Putting that wiring in an assembler keeps views free of construction code and
/// gives tests (and previews) one place to build the real screen, or one with fakes.
///
/// ```swift
/// struct HAL9000Assembler: Assembler {
///     func assemble() -> HAL9000ViewController {
///         HAL9000ViewController(podBayInteraction: PodBayDoorsInteraction())
///     }
/// }
///
/// window.rootViewController = HAL9000Assembler().assemble()
/// ```
@MainActor
public protocol Assembler {
    /// What the assembler builds: a view controller, a view, or any other screen type.
    associatedtype Screen

    /// Builds a new, fully wired screen.
    ///
    /// - Returns: The screen; its owner (a window, a navigator) keeps it alive.
    func assemble() -> Screen
}
