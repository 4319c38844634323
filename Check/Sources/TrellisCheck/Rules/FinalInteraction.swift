/// An Interaction is a final class: "there is no good reason for inheritance of custom
/// classes, ever" (super-simple-architecture). An interaction is a class, in a file that imports
/// the kit, that holds its views weakly (`WeakRendering`, a `weak` kit view), or one
/// `roles: interaction:` names.
struct FinalInteraction: Rule {
    static let id = RuleID.finalInteraction
    static let summary = "An Interaction is a `final class`."
    static let defaultSeverity = Severity.error

    func check(_ analysis: Analysis, configuration: Configuration) -> [Diagnostic] {
        let roles = analysis.roles
        return analysis.types.declarations.values.joined().compactMap { declaration in
            let type = declaration.fact
            guard type.kind == .class, !type.isFinal, roles.isInteraction(type.name) else { return nil }
            let name = analysis.display(type.name)
            return diagnostic(
                at: type.location,
                "the interaction `\(name)` is a class that can be inherited from",
                fix: "declare it `final class \(SyntaxNames.simpleName(type.name))`; share behaviour through protocols, never by subclassing an interaction"
            )
        }
    }
}

extension RuleID {
    /// An interaction class that is not final.
    public static let finalInteraction: RuleID = "final-interaction"
}
