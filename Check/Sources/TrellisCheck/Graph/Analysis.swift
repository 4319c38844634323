/// Everything read from a project in one pass: the feature graph, and the facts the rules need.
public struct Analysis: Sendable {
    public let project: Project
    /// The targets read: those asked for, what they depend on and what depends on them.
    public let targets: [SourceTarget]
    /// The targets findings are reported for: those asked for, or every target.
    public let reportedTargets: Set<String>
    public let graph: FeatureGraph
    let facts: [SourceFacts]
    let types: TypeIndex

    init(project: Project, targets: [SourceTarget], reportedTargets: Set<String>, facts: [SourceFacts]) {
        self.project = project
        self.targets = targets
        self.reportedTargets = reportedTargets
        self.facts = facts
        let types = TypeIndex(facts)
        self.types = types
        self.graph = GraphBuilder(targets: targets, facts: facts, types: types).build()
    }

    func target(named name: String) -> SourceTarget? {
        targets.first { $0.name == name }
    }

    func isTest(_ target: String) -> Bool {
        self.target(named: target)?.kind == .test
    }
}
