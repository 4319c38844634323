/// Who must provide what code in a target uses: the start-up of every executable that
/// includes the target; failing that, the test targets that depend on it; failing that,
/// anything in the sources read.
struct StartUpCoverage {
    enum Providers {
        /// Executables that include the target, with their start-ups.
        case executables([FeatureGraph.StartUp])
        /// No executable includes the target; these test targets (and what they depend on) do.
        case tests([String])
        /// Nothing read includes the target.
        case anywhere
    }

    let analysis: Analysis

    func providers(for target: String) -> Providers {
        let startUps = analysis.graph.startUps.filter { startUp in
            startUp.target == target || analysis.project.dependencies(of: startUp.target).contains(target)
        }
        if !startUps.isEmpty { return .executables(startUps) }
        let tests = analysis.targets.filter { $0.kind == .test && analysis.project.dependencies(of: $0.name).contains(target) }
        if !tests.isEmpty { return .tests(tests.map(\.name)) }
        return .anywhere
    }

    /// Who fails to provide what a site in `target` needs.
    enum Gap {
        /// These executables' start-ups reach none of the providing sites.
        case startUps([FeatureGraph.StartUp])
        /// No executable includes the target, and none of its tests provides it.
        case tests
        /// Nothing read includes the target, and nothing provides it.
        case everywhere
    }

    /// Whether the sites at `sites` (plugs or installs) cover a site in `target`.
    ///
    /// - Parameters:
    ///   - sites: Indices of the providing sites.
    ///   - providerTarget: The target a providing site is written in.
    ///   - reached: The indices of the providing sites a start-up reaches.
    /// - Returns: `nil` when covered.
    func gap(for target: String, sites: [Int], providerTarget: (Int) -> String, reached: (FeatureGraph.StartUp) -> [Int]) -> Gap? {
        switch providers(for: target) {
        case let .executables(startUps):
            let missing = startUps.filter { startUp in !reached(startUp).contains { sites.contains($0) } }
            return missing.isEmpty ? nil : .startUps(missing)
        case let .tests(tests):
            let scope = tests.reduce(into: Set<String>()) { scope, test in
                scope.insert(test)
                scope.formUnion(analysis.project.dependencies(of: test))
            }
            return sites.contains { scope.contains(providerTarget($0)) } ? nil : .tests
        case .anywhere:
            return sites.isEmpty ? .everywhere : nil
        }
    }

    /// The line a finding's fix points at: the end of the start-up's configuration function.
    static func place(_ startUp: FeatureGraph.StartUp) -> String {
        let name = startUp.configurationFunction.map { "`\($0)`" } ?? "`\(startUp.target)`'s start-up"
        return "\(name) (\(startUp.configurationSite.file):\(startUp.configurationSite.line))"
    }

    /// `A`, `A` or `B`, `A`, `B` or `C`.
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }
}
