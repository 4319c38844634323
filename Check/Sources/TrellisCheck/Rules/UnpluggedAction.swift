/// An action called where nothing reachable from an executable's start-up plugs it: the call
/// would throw `ActionError.notPlugged` (or stop, for a `Failure = Never` action) in the app.
struct UnpluggedAction: Rule {
    static let id = RuleID.unpluggedAction
    static let summary = "An action is called, but no plug for it is reachable from an executable's start-up."
    static let defaultSeverity = Severity.error

    func check(_ analysis: Analysis, configuration: Configuration) -> [Diagnostic] {
        let graph = analysis.graph
        let coverage = StartUpCoverage(analysis: analysis)
        let declared = Set(graph.actions.map(\.name))
        var diagnostics: [Diagnostic] = []
        for call in graph.calls where declared.contains(call.action) && !analysis.isTest(call.target) {
            let plugsOfAction = graph.plugs.indices.filter { graph.plugs[$0].action == call.action }
            let site = "`\(call.action)` is called in `\(call.function)`"
            switch coverage.providers(for: call.target) {
            case let .executables(startUps):
                let missing = startUps.filter { startUp in !startUp.plugs.contains { plugsOfAction.contains($0) } }
                guard !missing.isEmpty else { continue }
                let first = missing[0]
                let line = Self.plugLine(call.action, startUp: first)
                var notes = missing.map { startUp in
                    Diagnostic.Note(location: startUp.configurationSite, message: "`\(startUp.target)` starts here: add `\(Self.plugLine(call.action, startUp: startUp))`")
                }
                for index in plugsOfAction {
                    let plug = graph.plugs[index]
                    guard !analysis.isTest(plug.target) else { continue }
                    notes.append(Diagnostic.Note(location: plug.location, message: "this plug of `\(call.action)` in `\(plug.function)` is never reached from the start-up"))
                }
                diagnostics.append(
                    diagnostic(
                        at: call.location,
                        "\(site), but no plug for it is reachable from the start-up of \(StartUpCoverage.list(missing.map(\.target)))",
                        fix: "plug it where the app starts: add `\(line)` at the end of \(Self.placeName(first)) (\(first.configurationSite.file):\(first.configurationSite.line))",
                        notes: notes
                    )
                )
            case let .tests(tests):
                let scope = coverage.testScope(tests)
                guard !plugsOfAction.contains(where: { scope.contains(graph.plugs[$0].target) }) else { continue }
                diagnostics.append(
                    diagnostic(
                        at: call.location,
                        "\(site), but no executable includes `\(call.target)` and none of its tests plugs it",
                        fix: "plug it in the app's start-up with `Actions.plug(\(call.action).self, to: …)`, or in the tests with `@Test(.plugging(\(call.action).self, to: spy))`"
                    )
                )
            case .anywhere:
                guard plugsOfAction.isEmpty else { continue }
                diagnostics.append(
                    diagnostic(
                        at: call.location,
                        "\(site), but nothing in the checked sources plugs it",
                        fix: "plug it where the app starts with `Actions.plug(\(call.action).self, to: …)`"
                    )
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

    static func placeName(_ startUp: FeatureGraph.StartUp) -> String {
        startUp.configurationFunction.map { "`\($0)`" } ?? "`\(startUp.target)`'s start-up"
    }
}
