/// What part each type plays, read from what it conforms to: the kit's protocols, named in a
/// file that imports the kit (then anything conforming to or inheriting from such a type), and
/// the configuration's `roles:`. Never from a name alone: another framework's `actor Presenter`
/// or `UIView` named `maskingView`'s type is no part of a Trellis screen.
///
/// Names are qualified (`SuperSimple.UsersViewController`, see ``NameResolver``), so a type's
/// role is read from its own conformances, not from those of a type of the same simple name.
struct Roles: Sendable {
    private let members: [Role: Set<String>]
    /// Configured name patterns (`*Interaction`), matched against a type's own simple name.
    private let patterns: [Role: [String]]

    init(_ types: TypeIndex, configuration: Configuration = .default) {
        var members: [Role: Set<String>] = [
            .view: types.names(conformingToKit: Kit.viewProtocols),
            .presenter: types.names(conformingToKit: Kit.presenterProtocols),
            .interactor: types.names(conformingToKit: Kit.interactorProtocols),
            .router: types.names(conformingToKit: Kit.routerProtocols),
            .renderable: types.names(conformingToKit: Kit.renderableProtocols),
        ]
        members[.interaction] = Self.interactions(types, views: members[.view] ?? [])
        var patterns: [Role: [String]] = [:]
        for (role, entries) in configuration.roles {
            for entry in entries {
                if entry.contains("*") || entry.contains("?") {
                    patterns[role, default: []].append(entry)
                } else {
                    members[role, default: []].insert(entry)
                    members[role, default: []].formUnion(types.names(inheritingFrom: entry))
                }
            }
        }
        self.members = members
        self.patterns = patterns
    }

    /// Whether `name` (a qualified type name) plays `role`.
    func plays(_ role: Role, _ name: String) -> Bool {
        if members[role]?.contains(name) == true { return true }
        guard let patterns = patterns[role] else { return false }
        let simple = SyntaxNames.simpleName(name)
        return patterns.contains { Self.matches(pattern: $0, simple) }
    }

    func isView(_ name: String) -> Bool { plays(.view, name) }
    func isPresenter(_ name: String) -> Bool { plays(.presenter, name) }
    func isInteractor(_ name: String) -> Bool { plays(.interactor, name) }
    func isRouter(_ name: String) -> Bool { plays(.router, name) }
    func isInteraction(_ name: String) -> Bool { plays(.interaction, name) }
    func isRenderable(_ name: String) -> Bool { plays(.renderable, name) }

    /// The classes and actors, in files that import the kit, that hold a view weakly — in a
    /// `WeakRendering`, or as a `weak` property of a kit view's type — and are no view themselves:
    /// Super Simple Architecture's interactions, which "call render methods on weakly held views".
    private static func interactions(_ types: TypeIndex, views: Set<String>) -> Set<String> {
        var found: Set<String> = []
        for (name, declarations) in types.declarations where !views.contains(name) {
            for declaration in declarations where declaration.importsKit {
                let type = declaration.fact
                guard type.kind == .class || type.kind == .actor else { continue }
                let holdsViewWeakly = type.properties.contains { property in
                    guard !property.isStatic, !property.isComputed else { return false }
                    if property.typeNames.contains(where: { SyntaxNames.simpleName($0) == Kit.weakViewHolder }) { return true }
                    guard property.isWeak else { return false }
                    return property.typeNames.contains { held in
                        views.contains(held) || type.genericConstraints[held]?.contains(where: views.contains) == true
                    }
                }
                if holdsViewWeakly { found.insert(name) }
            }
        }
        return found
    }

    /// `*` any run of characters, `?` one.
    private static func matches(pattern: String, _ name: Substring) -> Bool {
        func match(_ p: Substring, _ n: Substring) -> Bool {
            guard let first = p.first else { return n.isEmpty }
            switch first {
            case "*":
                var rest = n
                while true {
                    if match(p.dropFirst(), rest) { return true }
                    guard !rest.isEmpty else { return false }
                    rest = rest.dropFirst()
                }
            case "?":
                return !n.isEmpty && match(p.dropFirst(), n.dropFirst())
            default:
                return n.first == first && match(p.dropFirst(), n.dropFirst())
            }
        }
        return match(pattern[...], name)
    }
}
