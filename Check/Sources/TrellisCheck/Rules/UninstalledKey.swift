/// A `RequiredInjectionKey` read where nothing reachable from an executable's start-up installs
/// a value: the first read stops the program.
struct UninstalledKey: Rule {
    static let id = RuleID.uninstalledKey
    static let summary = "A required injection key is read, but no install of a value is reachable from an executable's start-up."
    static let defaultSeverity = Severity.error

    func check(_ analysis: Analysis, configuration: Configuration) -> [Diagnostic] {
        let graph = analysis.graph
        let coverage = StartUpCoverage(analysis: analysis)
        var diagnostics: [Diagnostic] = []
        let required = Dictionary(graph.keys.filter(\.isRequired).map { ($0.name, $0) }) { first, _ in first }
        let installs = Dictionary(grouping: graph.installs.indices) { graph.installs[$0].key }
        for read in graph.reads where !analysis.isTest(read.target) {
            guard let key = required[read.key] else { continue }
            let installsOfKey = installs[key.name] ?? []
            let site = "the required key `\(analysis.display(key.name))` is read in `\(read.function)`"
            let gap = coverage.gap(for: read.target, sites: installsOfKey, providerTarget: { graph.installs[$0].target }, reached: \.installs)
            switch gap {
            case nil:
                continue
            case let .startUps(missing):
                diagnostics.append(
                    diagnostic(
                        at: read.location,
                        "\(site), but no value for it is installed by anything reachable from the start-up of \(StartUpCoverage.list(missing.map(\.target)))",
                        fix: "install one where the app starts: add `\(Self.installLine(key, startUp: missing[0]))` at the end of \(StartUpCoverage.place(missing[0]))",
                        notes: missing.map { Diagnostic.Note(location: $0.configurationSite, message: "`\($0.target)` starts here: add `\(Self.installLine(key, startUp: $0))`") }
                    )
                )
            case .tests:
                diagnostics.append(
                    diagnostic(
                        at: read.location,
                        "\(site), but no executable includes `\(read.target)` and none of its tests installs a value",
                        fix: "install one where the app starts with `InjectedValues[\(key.name).self] = …`, or in the tests with `@Test(.injecting(\(key.name).self, value))`"
                    )
                )
            case .everywhere:
                diagnostics.append(
                    diagnostic(at: read.location, "\(site), but nothing in the checked sources installs a value", fix: "install one where the app starts with `InjectedValues[\(key.name).self] = …`")
                )
            }
        }
        return diagnostics
    }

    static func installLine(_ key: FeatureGraph.Key, startUp: FeatureGraph.StartUp) -> String {
        switch (startUp.configurationParameter, key.properties.first) {
        case let (parameter?, property?): "\(parameter).\(property) = …"
        case let (parameter?, nil): "\(parameter)[\(key.name).self] = …"
        case let (nil, property?): "InjectedValues[\\.\(property)] = …"
        case (nil, nil): "InjectedValues[\(key.name).self] = …"
        }
    }
}

extension RuleID {
    /// A required injection key read with nothing reachable from start-up installing a value.
    public static let uninstalledKey: RuleID = "uninstalled-key"
}
