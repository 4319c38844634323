/// "There is no good reason for inheritance of custom classes, ever" (super-simple-architecture):
/// a class may inherit from a framework's class (`UIViewController`), never from one of the
/// codebase's own.
struct NoCustomInheritance: Rule {
    static let id = RuleID.noCustomInheritance
    static let summary = "A class never inherits from another class of the same codebase."
    static let defaultSeverity = Severity.error

    func check(_ analysis: Analysis, configuration: Configuration) -> [Diagnostic] {
        analysis.types.declarations.values.joined().compactMap { declaration in
            let type = declaration.fact
            guard type.kind == .class, let superclass = type.inherited.first,
                  let base = analysis.types.declarations[superclass]?.first(where: { $0.fact.kind == .class })
            else { return nil }
            let superclassName = analysis.display(superclass)
            return diagnostic(
                at: type.inheritedLocations.first ?? type.location,
                "`\(analysis.display(type.name))` inherits from `\(superclassName)`, a class of this codebase",
                fix: "share the behaviour through a protocol with an extension, or hold a `\(superclassName)` and call it",
                notes: [Diagnostic.Note(location: base.fact.location, message: "`\(superclassName)` is declared here")]
            )
        }
    }
}

extension RuleID {
    /// A class inheriting from another class of the same codebase.
    public static let noCustomInheritance: RuleID = "no-custom-inheritance"
}
