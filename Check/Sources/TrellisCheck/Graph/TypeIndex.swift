/// Every type and extension of the checked sources by qualified name (`MVC.UsersViewController`,
/// see ``NameResolver``): what each is (class, struct, …) and what it conforms to or inherits
/// from, directly or through other declared types.
///
/// Types are joined by qualified name across modules; two modules declaring the same one are
/// read as one type, which only ever makes a rule see more conformances, never fewer.
struct TypeIndex: Sendable {
    struct Declaration: Sendable {
        let fact: TypeFact
        let target: String
        /// Its file imports one of the kit's modules (see ``Kit``).
        let importsKit: Bool
    }

    private(set) var declarations: [String: [Declaration]] = [:]
    /// For each name, the declared types that name it in their inheritance clause.
    private var inheritors: [String: Set<String>] = [:]
    /// The same, for the clauses written in files that import the kit or in the kit's modules:
    /// only there does `Renderable` name the kit's protocol.
    private var kitInheritors: [String: Set<String>] = [:]
    /// The names declared by a module outside the kit: there `Presenter` is that module's own.
    private var declaredOutsideKit: Set<String> = []
    /// How many nested declared types (`MVC.UsersViewController`) end in each simple name.
    private var nestedSimpleNames: [Substring: Int] = [:]

    /// Indexes facts whose names ``NameResolver`` has qualified.
    init(_ facts: [SourceFacts]) {
        for file in facts {
            let importsKit = file.importsKit
            let isKit = importsKit || Kit.modules.contains(file.target)
            for type in file.types {
                declarations[type.name, default: []].append(Declaration(fact: type, target: file.target, importsKit: importsKit))
                if type.kind != .extension, !Kit.modules.contains(file.target) { declaredOutsideKit.insert(type.name) }
                for inherited in type.inherited {
                    inheritors[inherited, default: []].insert(type.name)
                    if isKit { kitInheritors[inherited, default: []].insert(type.name) }
                }
            }
        }
        for name in declarations.keys where name.utf8.contains(UInt8(ascii: ".")) {
            nestedSimpleNames[SyntaxNames.simpleName(name), default: 0] += 1
        }
    }

    /// A type as a message names it: as its declaration is written (`UsersViewController`),
    /// qualified (`MVC.UsersViewController`) when another declared type has the same simple
    /// name. Any other name is left as it is.
    func displayName(_ name: String) -> String {
        let simple = SyntaxNames.simpleName(name)
        // A name with no dot is already simple; a nested one shares its simple name with another
        // nested type, or with a top-level one.
        guard simple.startIndex != name.startIndex, declarations[name] != nil,
              nestedSimpleNames[simple, default: 0] < 2, declarations[String(simple)] == nil
        else { return name }
        return String(simple)
    }

    /// The kind of the primary declaration (not an extension), if the type is declared here.
    func kind(of name: String) -> TypeFact.Kind? {
        declarations[name]?.first { $0.fact.kind != .extension }?.fact.kind
    }

    /// The primary declaration, or the first extension when the type is declared elsewhere.
    func primary(_ name: String) -> Declaration? {
        declarations[name]?.first { $0.fact.kind != .extension } ?? declarations[name]?.first
    }

    /// Every name that conforms to or inherits from `root`, directly or through declared
    /// protocols and classes, `root` excluded.
    func names(inheritingFrom root: String) -> Set<String> {
        var found: Set<String> = []
        var pending = [root]
        while let next = pending.popLast() {
            for inheritor in inheritors[next] ?? [] where found.insert(inheritor).inserted {
                pending.append(inheritor)
            }
        }
        return found
    }

    /// Every name inheriting from any of `roots`.
    func names(inheritingFromAny roots: [String]) -> Set<String> {
        roots.reduce(into: Set<String>()) { $0.formUnion(names(inheritingFrom: $1)) }
    }

    /// Every type conforming to one of the kit's protocols (`Rendering`): those naming it in a
    /// file that imports the kit, then whatever conforms to or inherits from them, anywhere.
    /// Where a module outside the kit declares a type of that name, only a kit-qualified
    /// spelling (`Trellis.Presenter`) names the kit's.
    func names(conformingToKit kitProtocols: [String]) -> Set<String> {
        var direct: Set<String> = []
        for name in kitProtocols {
            if !declaredOutsideKit.contains(name) { direct.formUnion(kitInheritors[name] ?? []) }
            for module in Kit.modules { direct.formUnion(kitInheritors[module + "." + name] ?? []) }
        }
        var found = direct
        for name in direct { found.formUnion(names(inheritingFrom: name)) }
        return found
    }
}
