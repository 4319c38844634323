/// How much a finding matters: an error fails the run, a warning is shown and lets it pass.
public enum Severity: String, Hashable, Comparable, Codable, Sendable, CaseIterable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
