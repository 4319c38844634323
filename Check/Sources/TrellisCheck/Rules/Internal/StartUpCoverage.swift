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
            startUp.target == target || analysis.dependencies(of: startUp.target).contains(target)
        }
        if !startUps.isEmpty { return .executables(startUps) }
        let tests = analysis.targets.filter { $0.kind == .test && analysis.dependencies(of: $0.name).contains(target) }
        if !tests.isEmpty { return .tests(tests.map(\.name)) }
        return .anywhere
    }

    /// The targets whose code counts as providing, for the `.tests` case: the tests and what
    /// they depend on.
    func testScope(_ tests: [String]) -> Set<String> {
        tests.reduce(into: Set<String>()) { scope, test in
            scope.insert(test)
            scope.formUnion(analysis.dependencies(of: test))
        }
    }

    /// `A`, `A` or `B`, `A`, `B` or `C`.
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }
}
