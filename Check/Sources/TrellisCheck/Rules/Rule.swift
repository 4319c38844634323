/// One check over an ``Analysis``.
///
/// Each rule has a stable id, a one-line summary, a default severity and a documentation page
/// at `Documentation/Rules/<id>.md`; ``RuleCatalog`` lists them. A new rule is one file in
/// `Rules/` holding the rule and its id (as an `extension RuleID` member), its line in
/// ``RuleCatalog/rules``, its page, and tests whose sources can be written in memory
/// (`Fixtures.feature([...])`).
protocol Rule: Sendable {
    static var id: RuleID { get }
    static var summary: String { get }
    static var defaultSeverity: Severity { get }
    func check(_ analysis: Analysis, configuration: Configuration) -> [Diagnostic]
}

extension Rule {
    /// A finding of this rule at its default severity.
    func diagnostic(at location: Location, _ message: String, fix: String, notes: [Diagnostic.Note] = []) -> Diagnostic {
        Diagnostic(rule: Self.id, severity: Self.defaultSeverity, location: location, message: message, fix: fix, notes: notes)
    }
}

/// What a rule is, for help text, SARIF's rule list and the documentation.
public struct RuleDescription: Hashable, Sendable, Codable {
    public let id: RuleID
    public let summary: String
    public let defaultSeverity: Severity

    /// The rule's page, relative to the checker package's root.
    public var documentationPath: String { "Documentation/Rules/\(id.rawValue).md" }
}

/// Every rule the checker runs.
public enum RuleCatalog {
    static let rules: [any Rule] = [
        UnpluggedAction(),
        UninstalledKey(),
        UnusedPlug(),
        UnreadKey(),
        ImmutableRenderable(),
        FinalInteraction(),
        WeakViewReference(),
        NoCustomInheritance(),
        LayerImports(),
        ViewNoRepository(),
        NonisolatedKey(),
        UnsendablePlug(),
    ]

    /// Every rule's id, summary and default severity, in the order they run.
    public static var all: [RuleDescription] {
        rules.map { RuleDescription(id: type(of: $0).id, summary: type(of: $0).summary, defaultSeverity: type(of: $0).defaultSeverity) }
    }

    public static func description(of id: RuleID) -> RuleDescription? {
        all.first { $0.id == id }
    }
}
