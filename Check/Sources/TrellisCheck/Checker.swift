/// Reads a project, builds its feature graph and runs every rule, as configured.
///
/// ```swift
/// let project = try Project.package(at: ".")
/// let result = try Checker(configuration: .load(from: ".trellis-check.yml")).check(project)
/// print(TextReport(root: project.root).render(result))
/// ```
public struct Checker: Sendable {
    public let configuration: Configuration

    public init(configuration: Configuration = .default) {
        self.configuration = configuration
    }

    /// Reads the named targets (every target when empty, or the configuration's `targets`),
    /// with what they depend on and what depends on them.
    public func analyze(_ project: Project, targets names: [String] = []) throws -> Analysis {
        let names = names.isEmpty ? configuration.targets : names
        let targets = try project.scope(for: names)
        let facts = try Scanner.scan(project, targets: targets)
        return Analysis(project: project, targets: targets, reportedTargets: Set(names.isEmpty ? targets.map(\.name) : names), facts: consume facts, configuration: configuration)
    }

    /// Every rule's findings on the reported targets: severities as configured, excluded paths
    /// dropped, and those the baseline knows set apart.
    public func check(_ project: Project, targets names: [String] = [], baseline: Baseline = Baseline()) throws -> CheckResult {
        let analysis = try analyze(project, targets: names)
        return check(analysis, baseline: baseline)
    }

    /// The findings of an analysis already made.
    public func check(_ analysis: Analysis, baseline: Baseline = Baseline()) -> CheckResult {
        let reportedFiles = Set(analysis.facts.filter { analysis.reportedTargets.contains($0.target) }.map(\.file))
        var diagnostics: [Diagnostic] = []
        for rule in RuleCatalog.rules {
            let ruleType = type(of: rule)
            guard let severity = configuration.severity(of: ruleType.id, default: ruleType.defaultSeverity) else { continue }
            for var diagnostic in rule.check(analysis, configuration: configuration)
            where reportedFiles.contains(diagnostic.location.file) && !configuration.isExcluded(diagnostic.location.file) {
                diagnostic.severity = severity
                diagnostics.append(diagnostic)
            }
        }
        let (new, known) = baseline.partition(Array(Set(diagnostics)).sorted())
        return CheckResult(diagnostics: new, baselined: known, filesChecked: reportedFiles.count)
    }
}

/// What a check found.
public struct CheckResult: Sendable, Hashable, Codable {
    /// New findings, sorted by place.
    public let diagnostics: [Diagnostic]
    /// Findings the baseline knows: shown as a count, never failing the run.
    public let baselined: [Diagnostic]
    public let filesChecked: Int

    public init(diagnostics: [Diagnostic], baselined: [Diagnostic] = [], filesChecked: Int) {
        self.diagnostics = diagnostics
        self.baselined = baselined
        self.filesChecked = filesChecked
    }

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    /// Whether the run fails: any new error.
    public var hasErrors: Bool { errorCount > 0 }
}
