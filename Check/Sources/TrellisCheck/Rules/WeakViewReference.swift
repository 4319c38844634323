/// A back reference is weak, so a screen and its helpers never keep each other alive.
///
/// Two findings, one per property:
/// - A strong reference cycle between the checked sources' classes (``ReferenceCycles``), in any
///   code: the VIPER presenter's `view: ViewProtocol?` while the view holds the presenter, the
///   interactor's `output` while the presenter holds the interactor. It is reported once, at
///   the reference that points back to its owner — views own presenters, presenters own
///   interactors and routers, and delegates and outputs point back — with the cycle's path.
/// - In code that uses the kit, the back references Super Simple Architecture and the iOS
///   Architecture Patterns notes hold weakly even where no cycle is in sight: Interaction →
///   view, Presenter → view, Interactor → presenter, Router → view and presenter, the parts
///   known by the kit's protocols (``Roles``).
struct WeakViewReference: Rule {
    static let id = RuleID.weakViewReference
    static let summary = "Back references are weak: no strong reference cycle between classes, and interactions, presenters, interactors and routers hold views and presenters weakly."
    static let defaultSeverity = Severity.error

    func check(_ analysis: Analysis, configuration: Configuration) -> [Diagnostic] {
        let fix = WeakReferenceFix(analysis: analysis)
        var diagnostics = cycleFindings(analysis, fix: fix)
        let reported = Set(diagnostics.map(\.location))
        for finding in roleFindings(analysis, fix: fix) where !reported.contains(finding.location) {
            diagnostics.append(finding)
        }
        return diagnostics
    }

    // MARK: - Cycles

    private func cycleFindings(_ analysis: Analysis, fix: WeakReferenceFix) -> [Diagnostic] {
        // The cycles through each property that should be weak, the first one found kept.
        var byProperty: [Location: [ReferenceCycles.Edge]] = [:]
        for cycle in ReferenceCycles(analysis.types).cycles() {
            let back = Self.backReference(in: cycle.edges, roles: analysis.roles)
            let rotated = Array(cycle.edges[back...] + cycle.edges[..<back])
            let location = rotated[0].property.location
            // The shortest cycle through the property shows best why it should be weak.
            if byProperty[location].map({ rotated.count < $0.count }) ?? true {
                byProperty[location] = rotated
            }
        }
        return byProperty.keys.sorted().map { location in
            let cycle = byProperty[location]!
            let back = cycle[0]
            let holder = analysis.display(back.holder)
            let holderFact = analysis.types.declarations[back.holder]?.first { $0.fact.properties.contains { $0.location == back.property.location } }?.fact
            return diagnostic(
                at: location,
                "`\(holder).\(back.property.name)` holds `\(analysis.display(back.target))` strongly, which holds it back: \(Self.path(cycle, analysis)); none of them is ever freed",
                fix: holderFact.map { fix.text(for: back.property, holder: $0) } ?? "declare it `weak`",
                notes: cycle.dropFirst().map { edge in
                    Diagnostic.Note(location: edge.property.location, message: "`\(analysis.display(edge.holder)).\(edge.property.name)` holds `\(analysis.display(edge.target))` strongly")
                }
            )
        }
    }

    /// `A.view → B (via ViewProtocol) .presenter → A`.
    private static func path(_ cycle: [ReferenceCycles.Edge], _ analysis: Analysis) -> String {
        var text = "\(analysis.display(cycle[0].holder))"
        for edge in cycle {
            text += ".\(edge.property.name) → \(analysis.display(edge.target))"
            if let via = edge.via { text += " (via \(analysis.display(via))) " }
        }
        return text.hasSuffix(" ") ? String(text.dropLast()) : text
    }

    /// The edge of a cycle that should be weak: a delegate or an output, else the one pointing
    /// from a part to the part that owns it (presenter → view, interactor → presenter), else the
    /// first that can point back (one reference to an object it did not make).
    private static func backReference(in cycle: [ReferenceCycles.Edge], roles: Roles) -> Int {
        var best = 0
        var bestScore = (-1, false)
        for (index, edge) in cycle.enumerated() {
            var score = 0
            let names = [edge.property.name, edge.via.map { String(SyntaxNames.simpleName($0)) } ?? ""].map { $0.lowercased() }
            if names.contains(where: { name in ["delegate", "output", "parent", "owner", "listener"].contains { name.contains($0) } }) {
                score = 10
            } else if let holder = level(edge.holder, heldAs: nil, roles: roles), let target = level(edge.target, heldAs: edge, roles: roles), target < holder {
                score = holder - target
            }
            let key = (score, ReferenceCycles.canPointBack(edge))
            if key.0 > bestScore.0 || (key.0 == bestScore.0 && key.1 && !bestScore.1) {
                best = index
                bestScore = key
            }
        }
        return best
    }

    /// How high a part sits in a screen's ownership: the view owns the presenter (or view model,
    /// interaction, coordinator), which owns the interactor and the router. From the kit's
    /// roles, else from the names the patterns give their parts: here a name only picks which
    /// reference of a real cycle the finding points at.
    private static func level(_ type: String, heldAs edge: ReferenceCycles.Edge?, roles: Roles) -> Int? {
        if roles.isView(type) { return 0 }
        if roles.isPresenter(type) || roles.isInteraction(type) { return 1 }
        if roles.isInteractor(type) || roles.isRouter(type) { return 2 }
        let name = String(SyntaxNames.simpleName(edge?.via ?? type))
        if name.contains("ViewModel") || name.contains("Presenter") || name.contains("Interaction") || name.contains("Coordinator") { return 1 }
        if name.contains("Interactor") || name.contains("Router") || name.contains("Wireframe") { return 2 }
        if name.contains("View") || edge?.property.name == "view" { return 0 }
        return nil
    }

    // MARK: - The kit's parts

    private enum Held: String {
        case view, presenter
    }

    /// What the type is, and what it must hold weakly.
    private static func role(of name: String, roles: Roles) -> (String, [Held])? {
        if roles.isInteraction(name) { return ("an interaction", [.view]) }
        if roles.isInteractor(name) { return ("an interactor", [.presenter]) }
        if roles.isRouter(name) { return ("a router", [.view, .presenter]) }
        if roles.isPresenter(name) { return ("a presenter", [.view]) }
        return nil
    }

    private func roleFindings(_ analysis: Analysis, fix: WeakReferenceFix) -> [Diagnostic] {
        let roles = analysis.roles
        var diagnostics: [Diagnostic] = []
        for declaration in analysis.types.declarations.values.joined() {
            let type = declaration.fact
            guard type.kind == .class || type.kind == .actor else { continue }
            guard let (role, weaklyHeld) = Self.role(of: type.name, roles: roles) else { continue }
            for property in type.properties where !property.isWeak && !property.isStatic && !property.isComputed && !property.createsValue {
                let names = property.typeNames.flatMap { [$0] + (type.genericConstraints[$0] ?? []) }
                for held in weaklyHeld {
                    guard let heldType = names.first(where: { held == .view ? roles.isView($0) : roles.isPresenter($0) }) else { continue }
                    let (name, found) = (analysis.display(type.name), analysis.display(heldType))
                    let weak = fix.text(for: property, holder: type)
                    diagnostics.append(
                        diagnostic(
                            at: property.location,
                            "`\(name).\(property.name)` holds its \(held.rawValue) `\(found)` strongly; \(role) holds its \(held.rawValue) weakly, or neither is ever freed",
                            fix: held == .view && roles.isInteraction(type.name) ? "\(weak), or keep it in a `WeakRendering<…>`" : weak
                        )
                    )
                    break
                }
            }
        }
        return diagnostics
    }
}

extension RuleID {
    /// A strong back reference: a strong reference cycle between classes, or one that Super
    /// Simple Architecture or the iOS Architecture Patterns notes hold weakly.
    public static let weakViewReference: RuleID = "weak-view-reference"
}
