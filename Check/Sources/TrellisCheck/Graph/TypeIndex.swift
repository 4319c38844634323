/// Every type and extension of the checked sources by name: what each is (class, struct, …)
/// and what it conforms to or inherits from, directly or through other declared types.
///
/// Types are joined by name across modules; two modules declaring the same name are read as
/// one type, which only ever makes a rule see more conformances, never fewer.
struct TypeIndex: Sendable {
    struct Declaration: Sendable {
        let fact: TypeFact
        let target: String
    }

    private(set) var declarations: [String: [Declaration]] = [:]
    /// For each name, the declared types that name it in their inheritance clause.
    private var inheritors: [String: Set<String>] = [:]

    init(_ facts: [SourceFacts]) {
        for file in facts {
            for type in file.types {
                declarations[type.name, default: []].append(Declaration(fact: type, target: file.target))
                for inherited in type.inherited {
                    inheritors[inherited, default: []].insert(type.name)
                }
            }
        }
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
}
