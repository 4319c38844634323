/// The Trellis kit as the checker knows it: the modules a file imports to use it, and the
/// protocols that give a type its part in a screen.
///
/// The rules about the kit's parts — renderables, interactions, presenters, views, plugs —
/// read only code that uses the kit: a file that imports one of ``modules``. Elsewhere a
/// `Presenter` or a `Renderable` is another library's, and means nothing to them.
enum Kit {
    /// The kit's modules: the `Trellis…` targets of the repository's root `Package.swift`
    /// (`KitTests` keeps the two lists equal).
    static let modules: Set<String> = [
        "Trellis", "TrellisTesting", "TrellisTestingLoad", "TrellisSupport", "TrellisStorage", "TrellisThreads",
        "TrellisInjection", "TrellisPlug", "TrellisDependencies", "TrellisRendering", "TrellisPresentation",
        "TrellisLeaks", "TrellisNavigation",
    ]

    /// A view the kit renders into: `Rendering<Content>` (Super Simple Architecture) or VIPER's view.
    static let viewProtocols = ["Rendering", "ViperView"]
    /// A presenter: VIPER's, or the Clean architecture's `Presenter` that publishes view models.
    static let presenterProtocols = ["ViperPresenter", "Presenter"]
    static let interactorProtocols = ["ViperInteractor"]
    static let routerProtocols = ["ViperRouter"]
    static let renderableProtocols = ["Renderable"]
    static let coordinatorProtocols = ["Coordinator"]
    /// The kit's class-bound protocols: an existential of one can be held `weak`.
    static let classBoundProtocols: Set<String> = ["Rendering", "ViperView", "ViperPresenter", "ViperInteractor", "ViperRouter", "Presenter", "Coordinator", "Navigator"]
    /// The kit's weak holder of a view: a class keeping one is an interaction.
    static let weakViewHolder = "WeakRendering"

    /// Whether a file that imports these modules uses the kit.
    static func isImported(by imports: [ImportFact]) -> Bool {
        imports.contains { modules.contains($0.module) }
    }
}
