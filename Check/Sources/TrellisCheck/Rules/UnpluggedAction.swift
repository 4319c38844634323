/// An action called where nothing reachable from an executable's start-up plugs it: the call
/// would throw `ActionError.notPlugged` (or stop, for an action whose `Failure` is `Never` or
/// an error type of its own) in the app.
struct UnpluggedAction: Rule {
    static let id = RuleID.unpluggedAction
    static let summary = "An action is called, but no plug for it is reachable from an executable's start-up."
    static let defaultSeverity = Severity.error

    func check(_ analysis: Analysis, configuration: Configuration) -> [Diagnostic] {
        let graph = analysis.graph
        let coverage = StartUpCoverage(analysis: analysis)
        let declared = Set(graph.actions.map(\.name))
        var diagnostics: [Diagnostic] = []
        let plugs = Dictionary(grouping: graph.plugs.indices) { graph.plugs[$0].action }
        for call in graph.calls where declared.contains(call.action) && !analysis.isTest(call.target) {
            let plugsOfAction = plugs[call.action] ?? []
            let action = analysis.display(call.action)
            let site = "`\(action)` is called in `\(call.function)`"
            let gap = coverage.gap(for: call.target, sites: plugsOfAction, providerTarget: { graph.plugs[$0].target }, reached: \.plugs)
            switch gap {
            case nil:
                continue
            case let .startUps(missing):
                var notes = missing.map { startUp in
                    Diagnostic.Note(location: startUp.configurationSite, message: "`\(startUp.target)` starts here: add `\(Self.plugLine(call.action, startUp: startUp))`")
                }
                for plug in plugsOfAction.map({ graph.plugs[$0] }) where !analysis.isTest(plug.target) {
                    notes.append(Diagnostic.Note(location: plug.location, message: "this plug of `\(action)` in `\(plug.function)` is never reached from the start-up"))
                }
                diagnostics.append(
                    diagnostic(
                        at: call.location,
                        "\(site), but no plug for it is reachable from the start-up of \(StartUpCoverage.list(missing.map(\.target)))",
                        fix: "plug it where the app starts: add `\(Self.plugLine(call.action, startUp: missing[0]))` at the end of \(StartUpCoverage.place(missing[0]))",
                        notes: notes
                    )
                )
            case .tests:
                diagnostics.append(
                    diagnostic(
                        at: call.location,
                        "\(site), but no executable includes `\(call.target)` and none of its tests plugs it",
                        fix: "plug it in the app's start-up with `Actions.plug(\(call.action).self, to: …)`, or in the tests with `@Test(.plugging(\(call.action).self, to: spy))`"
                    )
                )
            case .everywhere:
                diagnostics.append(
                    diagnostic(at: call.location, "\(site), but nothing in the checked sources plugs it", fix: "plug it where the app starts with `Actions.plug(\(call.action).self, to: …)`")
                )
            }
        }
        return diagnostics
    }

    /// The line that plugs `action` in this start-up.
    static func plugLine(_ action: String, startUp: FeatureGraph.StartUp) -> String {
        if let parameter = startUp.configurationParameter {
            return "\(parameter).plug(\(action).self, to: …)"
        }
        return "Actions.plug(\(action).self, to: …)"
    }
}

extension RuleID {
    /// An action called with nothing reachable from an executable's start-up plugging it.
    public static let unpluggedAction: RuleID = "unplugged-action"
}
