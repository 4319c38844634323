/// What `.trellis-check.yml` says: each rule's severity, the paths left out, the baseline, the
/// targets to check and each module's allowed imports.
///
/// ```yaml
/// rules:
///   unused-plug: error          # error, warning or off
///   no-custom-inheritance: off
/// excluded:                     # read, not reported on
///   - Tests/Fixtures/**
/// skipped:                      # not read at all; default: generated and vendored code
///   - "**/Pods/**"
/// baseline: .trellis-check-baseline.json
/// targets: [Gallery]
/// layers:                       # module: the only modules it may import
///   GalleryModels: []
///   Gallery: [GalleryModels, Trellis, Hummingbird]
/// roles:                        # role: supertypes, or name patterns with * and ?
///   view: [UsersViewProtocol]
///   interaction: ["*Interaction"]
/// ```
public struct Configuration: Sendable, Equatable {
    /// What a rule is set to.
    public enum Setting: String, Sendable, Equatable, Codable {
        case error, warning, off
    }

    /// Rules set away from their default severity.
    public var rules: [RuleID: Setting] = [:]
    /// Package-relative globs (`*` within a folder, `**` across folders) of files not reported on.
    /// They are still read: a plug in an excluded file still counts.
    public var excluded: [String] = []
    /// Package-relative globs of files not read at all: generated and vendored code, which is
    /// large, is not the project's to fix, and floods a report. ``defaultSkipped`` unless set;
    /// `[]` reads everything.
    public var skipped: [String] = Configuration.defaultSkipped
    /// The baseline file, relative to the package root.
    public var baseline: String?
    /// The targets to check when none are named on the command line; empty means all.
    public var targets: [String] = []
    /// Module → the modules it may import, on top of ``systemModules``. A module not listed may
    /// import the package's targets it declares as dependencies, and anything from other packages
    /// (the kit's core modules excepted: they import nothing outside the kit).
    public var layers: [String: [String]] = [:]
    /// Role → the types that play it, on top of those the kit's protocols give it: a name is a
    /// supertype (its conformers and subclasses play the role), a name with `*` or `?` a pattern
    /// over a type's own name (`*Interaction`).
    public var roles: [Role: [String]] = [:]

    public init() {}

    /// The rules at their defaults, the package's own layers, nothing excluded, no baseline.
    public static let `default` = Configuration()

    /// CocoaPods' and Carthage's checkouts, SwiftPM's build folder, generated files (SwiftGen,
    /// Sourcery and others name their output `*.generated.swift`) and DocC catalogs, whose
    /// snippets are not the module's code.
    public static let defaultSkipped = ["**/Pods/**", "**/Carthage/**", "**/.build/**", "**/*.generated.swift", "**/*.docc/**"]

    /// The name the checker looks for in the package root.
    public static let fileName = ".trellis-check.yml"

    /// What every module may import: the toolchain's own modules.
    public static let systemModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Synchronization", "Observation", "Distributed",
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
        "Dispatch", "Glibc", "Musl", "Darwin", "Bionic", "Android", "WinSDK", "ucrt", "os", "Cxx", "CxxStdlib",
        "Testing", "XCTest",
    ]

    /// The severity a rule reports at, or `nil` when it is off.
    public func severity(of rule: RuleID, default defaultSeverity: Severity) -> Severity? {
        switch rules[rule] {
        case .error: .error
        case .warning: .warning
        case .off: nil
        case nil: defaultSeverity
        }
    }

    /// Whether a package-relative path matches one of ``skipped``: the checker does not read it.
    public func isSkipped(_ path: String) -> Bool {
        skipped.contains { Glob.matches(pattern: $0, path: path) }
    }

    /// Whether a package-relative path matches one of ``excluded``.
    public func isExcluded(_ path: String) -> Bool {
        excluded.contains { Glob.matches(pattern: $0, path: path) }
    }
}
