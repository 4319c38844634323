/// "There is no good reason for inheritance of custom classes, ever" (super-simple-architecture):
/// a class that uses the kit may inherit from a framework's class (`UIViewController`), never
/// from one of the codebase's own.
///
/// The codebase's own is a class declared in the checked sources — of the module a qualified
/// name names (`Foundation.Thread` is Foundation's, whatever the sources call `Thread`) — that
/// is not made to be subclassed: an `open` class is a framework's base class (GRDB's `Record`),
/// and a test case's base class is how XCTest shares set-up. The rule reads only files that
/// import the kit: elsewhere Super Simple Architecture is not the codebase's architecture.
struct NoCustomInheritance: Rule {
    static let id = RuleID.noCustomInheritance
    static let summary = "A class using the kit never inherits from another class of the same codebase."
    static let defaultSeverity = Severity.error

    func check(_ analysis: Analysis, configuration: Configuration) -> [Diagnostic] {
        analysis.types.declarations.values.joined().compactMap { declaration in
            let type = declaration.fact
            guard declaration.importsKit, type.kind == .class, let superclass = type.inherited.first,
                  let base = Self.ownClass(superclass, written: type.inheritedAsWritten.first ?? superclass, of: declaration, in: analysis)
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

    /// The codebase's declaration of the class `subclass` inherits from, if it is one of its own.
    private static func ownClass(_ name: String, written: String, of subclass: TypeIndex.Declaration, in analysis: Analysis) -> TypeIndex.Declaration? {
        // `Domain.UsersRepository`: only the `Domain` module's type of that name.
        let module = written.split(separator: ".").first.map(String.init)
        let qualifiedByModule = written.contains(".") && module.map { analysis.project.target(named: $0) != nil } == true
        guard let base = analysis.types.declarations[name]?.first(where: { candidate in
            candidate.fact.kind == .class && candidate.fact.location != subclass.fact.location
                && (!qualifiedByModule || candidate.target == module)
        }) else { return nil }
        guard !base.fact.isOpen, !inheritsFromTestCase(name, in: analysis) else { return nil }
        return base
    }

    /// Whether the class descends from XCTest's `XCTestCase` through declared classes.
    private static func inheritsFromTestCase(_ name: String, in analysis: Analysis) -> Bool {
        var seen: Set<String> = []
        var next: String? = name
        while let current = next, seen.insert(current).inserted {
            if SyntaxNames.simpleName(current) == "XCTestCase" { return true }
            next = analysis.types.declarations[current]?.first { $0.fact.kind == .class }?.fact.inherited.first
        }
        return false
    }
}

extension RuleID {
    /// A class inheriting from another class of the same codebase.
    public static let noCustomInheritance: RuleID = "no-custom-inheritance"
}
