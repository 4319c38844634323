/// The back references Super Simple Architecture and the iOS Architecture Patterns notes hold
/// weakly, so a screen and its helpers never keep each other alive: Interaction → view,
/// Presenter → view, Interactor → presenter, Router → view and presenter.
struct WeakViewReference: Rule {
    static let id = RuleID.weakViewReference
    static let summary = "Interactions and presenters hold views weakly, interactors their presenter, routers their view and presenter."
    static let defaultSeverity = Severity.error

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

    func check(_ analysis: Analysis, configuration: Configuration) -> [Diagnostic] {
        let roles = Roles(analysis.types)
        var diagnostics: [Diagnostic] = []
        for declaration in analysis.types.declarations.values.joined() {
            let type = declaration.fact
            guard type.kind == .class || type.kind == .actor else { continue }
            guard let (role, weaklyHeld) = Self.role(of: type.name, roles: roles) else { continue }
            for property in type.properties where !property.isWeak && !property.isStatic && !property.isComputed {
                let names = property.typeNames.flatMap { [$0] + (type.genericConstraints[$0] ?? []) }
                for held in weaklyHeld {
                    guard let heldType = names.first(where: { held == .view ? roles.isView($0) : roles.isPresenter($0) }) else { continue }
                    let (name, found) = (analysis.display(type.name), analysis.display(heldType))
                    diagnostics.append(
                        diagnostic(
                            at: property.location,
                            "`\(name).\(property.name)` holds its \(held.rawValue) `\(found)` strongly; \(role) holds its \(held.rawValue) weakly, or neither is ever freed",
                            fix: held == .view && roles.isInteraction(type.name)
                                ? "declare it `weak var \(property.name): (any \(found))?`, or keep it in a `WeakRendering<…>`"
                                : "declare it `weak var \(property.name): (any \(found))?`"
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
    /// A strong back reference that Super Simple Architecture or the iOS Architecture Patterns
    /// notes hold weakly.
    public static let weakViewReference: RuleID = "weak-view-reference"
}
