/// A plug for an action that nothing in the checked sources calls: dead start-up code, or a
/// call that was removed while its plug stayed.
struct UnusedPlug: Rule {
    static let id = RuleID.unusedPlug
    static let summary = "An action is plugged, but nothing calls it."
    static let defaultSeverity = Severity.warning

    func check(_ analysis: Analysis, configuration: Configuration) -> [Diagnostic] {
        let graph = analysis.graph
        let called = Set(graph.calls.map(\.action))
        let declared = Set(graph.actions.map(\.name))
        return graph.plugs.filter { declared.contains($0.action) && !called.contains($0.action) }.map { plug in
            diagnostic(
                at: plug.location,
                "`\(analysis.display(plug.action))` is plugged in `\(plug.function)`, but nothing calls it",
                fix: "remove this plug, or call the action with `action(\(plug.action).self, …)` or `\(plug.action).perform(…)` where it is needed"
            )
        }
    }
}

extension RuleID {
    /// A plug for an action that nothing calls.
    public static let unusedPlug: RuleID = "unused-plug"
}
