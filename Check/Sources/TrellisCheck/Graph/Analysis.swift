/// Everything read from a project in one pass: the feature graph, and the facts the rules need.
public struct Analysis: Sendable {
    public let project: Project
    /// The targets read: those asked for, what they depend on and what depends on them.
    public let targets: [SourceTarget]
    /// The targets findings are reported for: those asked for, or every target.
    public let reportedTargets: Set<String>
    public let graph: FeatureGraph
    /// The generated and vendored files of those targets left unread, package-relative.
    public let skippedFiles: [String]
    /// Whether any file read imports one of the kit's modules (`Trellis`, `TrellisTesting`, …).
    public let usesTrellis: Bool
    let facts: [SourceFacts]
    let types: TypeIndex
    /// What part each type plays, from the kit's protocols and the configuration's `roles:`.
    let roles: Roles

    /// Joins the facts the scanner read, their type names as written; it takes them over, so
    /// the names are qualified in place.
    init(
        project: Project, targets: [SourceTarget], reportedTargets: Set<String>, facts: consuming [SourceFacts], skippedFiles: [String] = [],
        configuration: Configuration = .default
    ) {
        self.project = project
        self.targets = targets
        self.reportedTargets = reportedTargets
        self.skippedFiles = skippedFiles
        NameResolver.resolve(&facts)
        self.facts = facts
        usesTrellis = self.facts.contains(where: \.importsKit)
        let types = TypeIndex(self.facts)
        self.types = types
        self.roles = Roles(types, configuration: configuration)
        self.graph = GraphBuilder(targets: targets, facts: self.facts, types: types).build()
    }

    /// What kept files of the reported targets from being read in full, by file.
    public var notices: [Notice] {
        facts.filter { reportedTargets.contains($0.target) }.flatMap(\.notices)
    }

    /// Says, in one line, that no file imports Trellis, so there is nothing to check or draw;
    /// `nil` when one does. Every command prints it instead of its output, and exits 0.
    public var noTrellisNotice: Notice? {
        guard !usesTrellis else { return nil }
        let files = facts.count
        return Notice(
            kind: .noTrellisImport,
            message: "no file imports Trellis in the \(files) file\(files == 1 ? "" : "s") read: nothing to check, the rules are about apps built on Trellis"
        )
    }

    func target(named name: String) -> SourceTarget? {
        targets.first { $0.name == name }
    }

    func isTest(_ target: String) -> Bool {
        self.target(named: target)?.kind == .test
    }

    /// A type as a message names it: qualified only when its simple name is not enough.
    func display(_ name: String) -> String {
        types.displayName(name)
    }
}
