/// Reads a project, builds its feature graph and runs every rule, as configured.
///
/// ```swift
/// let project = try Project.package(at: ".")
/// let result = try Checker(configuration: .load(forPackageAt: ".")).check(project)
/// print(TextReport(root: project.root).render(result))
/// ```
public struct Checker: Sendable {
    public let configuration: Configuration

    public init(configuration: Configuration = .default) {
        self.configuration = configuration
    }

    /// Reads the named targets (every target when empty, or the configuration's `targets`),
    /// with what they depend on and what depends on them, leaving out the files the
    /// configuration skips.
    ///
    /// - Throws: ``CheckError`` when there is no Swift file to read: a run that reads nothing
    ///   and passes would hide a wrong path.
    public func analyze(_ project: Project, targets names: [String] = []) throws -> Analysis {
        let names = names.isEmpty ? configuration.targets : names
        var skipped: [String] = []
        let targets = try project.scope(for: names).map { target in
            var target = target
            skipped += target.files.filter(configuration.isSkipped)
            target.files.removeAll(where: configuration.isSkipped)
            return target
        }
        if targets.allSatisfy(\.files.isEmpty) {
            let folders = targets.map(\.path).joined(separator: ", ")
            guard skipped.isEmpty else {
                throw CheckError("no Swift files to check in \(project.root): the \(skipped.count) files of \(folders) are all generated or vendored code, which is skipped; list what to read under `skipped:` in \(Configuration.fileName)")
            }
            throw CheckError("no Swift files in \(folders.isEmpty ? "the package's targets" : folders) under \(project.root): check --package-path, or name the folders to check with --sources")
        }
        let facts = Scanner.scan(project, targets: targets)
        return Analysis(
            project: project, targets: targets, reportedTargets: Set(names.isEmpty ? targets.map(\.name) : names), facts: consume facts,
            skippedFiles: skipped.sorted(), configuration: configuration
        )
    }

    /// Every rule's findings on the reported targets: severities as configured, excluded paths
    /// dropped, and those the baseline knows set apart.
    public func check(_ project: Project, targets names: [String] = [], baseline: Baseline = Baseline()) throws -> CheckResult {
        let analysis = try analyze(project, targets: names)
        return check(analysis, baseline: baseline)
    }

    /// The findings of an analysis already made.
    ///
    /// A project in which no file imports Trellis gets no findings and one notice that says
    /// so: the rules are about apps built on the kit, and would only flood another codebase.
    public func check(_ analysis: Analysis, baseline: Baseline = Baseline()) -> CheckResult {
        let reportedFiles = Set(analysis.facts.filter { analysis.reportedTargets.contains($0.target) }.map(\.file))
        if let notice = analysis.noTrellisNotice {
            return CheckResult(diagnostics: [], filesChecked: reportedFiles.count, filesSkipped: analysis.skippedFiles.count, notices: [notice])
        }
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
        var notices = analysis.notices.filter { notice in notice.location.map { !configuration.isExcluded($0.file) } ?? true }
        // Settings the manifest reader could not follow leave a rule that reads them nothing to judge.
        if configuration.severity(of: NonisolatedKey.id, default: NonisolatedKey.defaultSeverity) != nil {
            notices += analysis.reportedTargets.sorted().compactMap { analysis.project.manifestNotices[$0] }
        }
        if let notice = noStartUpNotice(analysis) { notices.append(notice) }
        let (new, known) = baseline.partition(Array(Set(diagnostics)).sorted())
        return CheckResult(diagnostics: new, baselined: known, filesChecked: reportedFiles.count, filesSkipped: analysis.skippedFiles.count, notices: notices)
    }

    /// Says that no start-up was found, when the rules that judge start-ups are on: without
    /// one, "0 errors" would read as "everything is plugged".
    private func noStartUpNotice(_ analysis: Analysis) -> Notice? {
        guard analysis.graph.startUps.isEmpty else { return nil }
        let judged = [(UnpluggedAction.id, UnpluggedAction.defaultSeverity), (UninstalledKey.id, UninstalledKey.defaultSeverity)]
            .filter { id, severity in configuration.severity(of: id, default: severity) != nil }
            .map { id, _ in id.rawValue }
        guard !judged.isEmpty else { return nil }
        return Notice(
            kind: .noStartUp,
            message: "no start-up found (no executable target read has an `@main` type or a `main.swift`), so \(judged.joined(separator: " and ")) could not judge what an app plugs and installs, only what the tests and the sources read do; check the package of the app that uses these targets"
        )
    }
}

/// What a check found.
public struct CheckResult: Sendable, Hashable, Codable {
    /// New findings, sorted by place.
    public let diagnostics: [Diagnostic]
    /// Findings the baseline knows: shown as a count, never failing the run.
    public let baselined: [Diagnostic]
    public let filesChecked: Int
    /// Generated and vendored files left unread (the configuration's `skipped`).
    public let filesSkipped: Int
    /// What the run says about what it read: files it could not read in full, no start-up,
    /// no file importing Trellis. Never a reason to fail.
    public let notices: [Notice]

    public init(diagnostics: [Diagnostic], baselined: [Diagnostic] = [], filesChecked: Int, filesSkipped: Int = 0, notices: [Notice] = []) {
        self.diagnostics = diagnostics
        self.baselined = baselined
        self.filesChecked = filesChecked
        self.filesSkipped = filesSkipped
        self.notices = notices
    }

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    /// Whether the run fails: any new error.
    public var hasErrors: Bool { errorCount > 0 }
    /// The files the checker could not read in full.
    public var filesNotReadInFull: Int { Set(notices.compactMap { $0.location?.file }).count }
}
