/// The strong reference cycles between the checked sources' classes: each class's stored,
/// non-weak properties are followed to the classes they can hold — a class and its subclasses,
/// or, for a protocol, every class conforming to it — and every loop back is a cycle that keeps
/// its objects alive once nothing else holds them.
///
/// What a property holds is read from its declared type: `P`, `P?`, `P!`, `any P`, `[P]`,
/// `[K: P]`, a generic parameter constrained to `P`; a framework's type (`UIViewController`)
/// holds the checked sources' subclasses and conformers. `weak` and `unowned` properties, `Weak…`
/// wrappers and closures hold nothing here. Types only are known, not objects, so two shapes
/// that loop in types but not in objects are left out: a class holding its own class (a linked
/// list's `next`), a class holding the protocol it conforms to itself (a composite's
/// `children: [any Node]`, a decorator's `inner: any Shape`), and a loop with no reference that
/// can point back (``canPointBack(_:)``): parents holding children, in a tree.
struct ReferenceCycles {
    /// One strong reference: `holder.property` can hold a `target`.
    struct Edge: Hashable {
        let holder: String
        let property: PropertyFact
        let target: String
        /// The protocol the property is typed with, when it reaches `target` through one.
        let via: String?

        static func == (lhs: Edge, rhs: Edge) -> Bool {
            lhs.holder == rhs.holder && lhs.property.location == rhs.property.location && lhs.target == rhs.target
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(holder)
            hasher.combine(property.location)
            hasher.combine(target)
        }
    }

    /// A cycle, its edges in order: each edge's target is the next one's holder.
    struct Cycle {
        let edges: [Edge]
    }

    /// Whether an edge can point back: one reference (not a collection) to an object it did not
    /// make. A loop of collections and objects made in place (`let children =
    /// CoordinatorChildren()` holding `[any Coordinator]`) is a tree: parents hold children.
    static func canPointBack(_ edge: Edge) -> Bool {
        edge.property.storage.shape != .collection && !edge.property.createsValue
    }

    /// The longest cycle looked for: the VIPER module's view → presenter → router → view is 3.
    static let maximumLength = 6
    /// A bound on the cycles enumerated, so a densely connected codebase cannot stall a run.
    static let maximumCount = 10_000

    /// Supertypes of nearly everything: a reference of one of these types is no sign of what it
    /// holds, and following it would tie every class to every other.
    static let universalSupertypes: Set<String> = [
        "AnyObject", "NSObject", "NSObjectProtocol", "Sendable", "Equatable", "Hashable", "Identifiable", "CustomStringConvertible",
        "Observable", "ObservableObject", "Error",
    ]

    private let types: TypeIndex
    private var edges: [String: [Edge]] = [:]

    init(_ types: TypeIndex) {
        self.types = types
        var referenceTypes: Set<String> = []
        for (name, declarations) in types.declarations where declarations.contains(where: { $0.fact.kind == .class || $0.fact.kind == .actor }) {
            referenceTypes.insert(name)
        }
        var referents: [String: [(target: String, via: String?)]] = [:]
        func targets(of name: String) -> [(target: String, via: String?)] {
            if let known = referents[name] { return known }
            var found: [(target: String, via: String?)] = []
            switch types.kind(of: name) {
            case .class?, .actor?:
                found.append((name, nil))
                for subclass in types.names(inheritingFrom: name).sorted() where referenceTypes.contains(subclass) {
                    found.append((subclass, nil))
                }
            case .protocol?:
                for conformer in types.names(inheritingFrom: name).sorted() where referenceTypes.contains(conformer) {
                    found.append((conformer, name))
                }
            case nil where !Self.universalSupertypes.contains(String(SyntaxNames.simpleName(name))):
                // A framework's class or protocol (`UIViewController`): the checked sources'
                // subclasses and conformers are what it holds.
                for conformer in types.names(inheritingFrom: name).sorted() where referenceTypes.contains(conformer) {
                    found.append((conformer, name))
                }
            default:
                break
            }
            referents[name] = found
            return found
        }
        for holder in referenceTypes.sorted() {
            let ancestors = Self.supertypes(of: holder, in: types)
            for declaration in types.declarations[holder] ?? [] {
                let type = declaration.fact
                for property in type.properties where !property.isWeak && !property.isStatic && !property.isComputed {
                    var held: [String] = []
                    for name in property.typeNames {
                        held += type.genericConstraints[name] ?? [name]
                    }
                    for name in held {
                        // A class holding what it is itself: a list, a tree, a decorator.
                        if name == holder || ancestors.contains(name) { continue }
                        for (target, via) in targets(of: name) where target != holder {
                            let edge = Edge(holder: holder, property: property, target: target, via: via)
                            if !(edges[holder]?.contains(edge) ?? false) { edges[holder, default: []].append(edge) }
                        }
                    }
                }
            }
        }
    }

    /// Every protocol and class `name` conforms to or inherits from, through declared types.
    private static func supertypes(of name: String, in types: TypeIndex) -> Set<String> {
        var found: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            for declaration in types.declarations[next] ?? [] {
                for inherited in declaration.fact.inherited where found.insert(inherited).inserted {
                    pending.append(inherited)
                }
            }
        }
        return found
    }

    /// Every elementary cycle up to ``maximumLength`` edges, each once: started at its holder
    /// that sorts first, so the same loop is never found from another of its classes.
    func cycles() -> [Cycle] {
        var found: [Cycle] = []
        let component = components()
        for start in edges.keys.sorted() {
            var path: [Edge] = []
            var onPath: Set<String> = [start]
            func extend(from holder: String) {
                guard found.count < Self.maximumCount else { return }
                for edge in edges[holder] ?? [] where edge.target >= start && component[edge.target] == component[start] {
                    if edge.target == start {
                        let cycle = path + [edge]
                        if cycle.contains(where: Self.canPointBack) { found.append(Cycle(edges: cycle)) }
                    } else if path.count + 1 < Self.maximumLength, !onPath.contains(edge.target) {
                        path.append(edge)
                        onPath.insert(edge.target)
                        extend(from: edge.target)
                        onPath.remove(edge.target)
                        path.removeLast()
                    }
                }
            }
            extend(from: start)
        }
        return found
    }

    /// Each holder's strongly connected component (Tarjan's algorithm): a cycle stays within
    /// one, so the search never leaves the component it started in.
    private func components() -> [String: Int] {
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var component: [String: Int] = [:]
        var next = 0
        func connect(_ node: String) {
            index[node] = next
            lowLink[node] = next
            next += 1
            stack.append(node)
            onStack.insert(node)
            for edge in edges[node] ?? [] {
                if index[edge.target] == nil {
                    connect(edge.target)
                    lowLink[node] = min(lowLink[node]!, lowLink[edge.target]!)
                } else if onStack.contains(edge.target) {
                    lowLink[node] = min(lowLink[node]!, index[edge.target]!)
                }
            }
            if lowLink[node] == index[node] {
                while let member = stack.popLast() {
                    onStack.remove(member)
                    component[member] = index[node]
                    if member == node { break }
                }
            }
        }
        for node in edges.keys.sorted() where index[node] == nil {
            connect(node)
        }
        return component
    }
}
