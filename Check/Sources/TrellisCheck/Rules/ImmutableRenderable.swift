/// A renderable is "dead, immutable, threadsafe": a value type whose stored properties are all
/// `let` (super-simple-architecture). A renderable is a type conforming to the kit's
/// `Renderable`, in a file that imports the kit, or one `roles: renderable:` names.
struct ImmutableRenderable: Rule {
    static let id = RuleID.immutableRenderable
    static let summary = "A Renderable is a value type whose stored properties are all `let`."
    static let defaultSeverity = Severity.error

    func check(_ analysis: Analysis, configuration: Configuration) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (qualified, declarations) in analysis.types.declarations where analysis.roles.isRenderable(qualified) {
            let name = analysis.display(qualified)
            for declaration in declarations {
                let type = declaration.fact
                switch type.kind {
                case .class, .actor:
                    diagnostics.append(
                        diagnostic(
                            at: type.location,
                            "the renderable `\(name)` is a\(type.kind == .actor ? "n actor" : " class"): a renderable is a dead, immutable value",
                            fix: "declare it `struct \(SyntaxNames.simpleName(qualified))` with `let` properties, so a view can be handed it from any thread and always shows the same thing for it"
                        )
                    )
                case .struct, .extension:
                    for property in type.properties where !property.isLet && !property.isStatic && !property.isComputed {
                        diagnostics.append(
                            diagnostic(
                                at: property.location,
                                "the renderable `\(name)` has a mutable stored property `\(property.name)`",
                                fix: "declare it `let \(property.storage.binding)`: make a new renderable for each change instead of changing one"
                            )
                        )
                    }
                case .enum, .protocol:
                    break
                }
            }
        }
        return diagnostics
    }
}

extension RuleID {
    /// A renderable that is not an immutable value.
    public static let immutableRenderable: RuleID = "immutable-renderable"
}
