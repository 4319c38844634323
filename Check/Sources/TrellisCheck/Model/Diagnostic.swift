/// One finding: which rule, where, what is wrong, and how to fix it.
///
/// The message names what is wrong without line numbers, so a baseline still recognises the
/// finding after the lines around it move; places go in ``location`` and ``notes``.
public struct Diagnostic: Hashable, Codable, Sendable {
    /// A place that explains the finding: the plug that is never reached, the line that would
    /// plug the action, the class inherited from.
    public struct Note: Hashable, Codable, Sendable {
        public let location: Location
        public let message: String

        public init(location: Location, message: String) {
            self.location = location
            self.message = message
        }
    }

    /// The rule that found it (`unplugged-action`).
    public let rule: RuleID
    /// As configured: the rule's default unless `.trellis-check.yml` says otherwise.
    public var severity: Severity
    /// Where it was found.
    public let location: Location
    /// What is wrong.
    public let message: String
    /// How to fix it.
    public let fix: String
    /// Related places, printed after the finding as `note:` lines.
    public let notes: [Note]

    public init(rule: RuleID, severity: Severity, location: Location, message: String, fix: String, notes: [Note] = []) {
        self.rule = rule
        self.severity = severity
        self.location = location
        self.message = message
        self.fix = fix
        self.notes = notes
    }
}

extension Diagnostic: Comparable {
    /// By file, line and column, then rule, so reports are stable from run to run.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule.rawValue < rhs.rule.rawValue }
        return lhs.message < rhs.message
    }
}
