extension Scaffold {
    /// The patterns the Gallery shows, named as its pages are (`/supersimple`, `/mvc`, …) and in
    /// the order its index lists them: one list, which the command's `--pattern` reads too.
    public enum Pattern: String, Sendable, CaseIterable {
        /// Super Simple Architecture: renderable, rendering view, final interaction.
        case superSimple = "supersimple"
        /// Apple's MVC: a view controller that owns its view and reads the model.
        case mvc
        /// MVP: a passive view behind a delegate protocol, a presenter publishing view models.
        case mvp
        /// MVVM: an `@Observable` view model, a view bound to it.
        case mvvm
        /// MVVM with a coordinator.
        case mvvmc
        /// VIPER: view, interactor, presenter and router, assembled with their weak references.
        case viper
        /// Clean architecture: presenter, view model, view listening on the main actor.
        case clean
        /// `@Observable` + send: one state value per screen, changed only by the actions sent to
        /// its model; the view draws the state whole.
        case unidirectional

        /// Other names a pattern answers to, so what users typed before the Gallery's names were
        /// taken still works: `ssa` was Super Simple's.
        public static let aliases: [String: Pattern] = ["ssa": .superSimple]

        /// The pattern `name` names, by its own name or an alias.
        public init?(named name: String) {
            guard let pattern = Pattern(rawValue: name) ?? Self.aliases[name] else { return nil }
            self = pattern
        }

        /// The Gallery's folder, and target, for the pattern; its templates' folder too.
        public var folder: String {
            switch self {
            case .superSimple: "SuperSimple"
            case .mvc: "MVC"
            case .mvp: "MVP"
            case .mvvm: "MVVM"
            case .mvvmc: "MVVMC"
            case .viper: "VIPER"
            case .clean: "Clean"
            case .unidirectional: "Unidirectional"
            }
        }
    }
}
