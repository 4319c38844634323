/// A part a type plays in a screen, as the rules about the kit's parts read it.
///
/// A type gets one from what it conforms to — the kit's protocols, in a file that imports the
/// kit — or from `roles:` in `.trellis-check.yml`; never from its name alone.
public enum Role: String, Hashable, Codable, Sendable, CaseIterable {
    /// Renders what it is given: the kit's `Rendering` or `ViperView`.
    case view
    /// VIPER's `ViperPresenter`, or the Clean architecture's `Presenter`.
    case presenter
    /// VIPER's `ViperInteractor`.
    case interactor
    /// VIPER's `ViperRouter`.
    case router
    /// Super Simple Architecture's interaction: a class that renders into views it holds weakly
    /// (`WeakRendering`, or a `weak` kit view).
    case interaction
    /// A dead, immutable value a view shows: the kit's `Renderable`.
    case renderable
}
