import Foundation

/// The findings a codebase had when it adopted the checker: they are reported as known and
/// never fail the run; only new ones do.
///
/// A finding is recognised by its rule, file and message — not its line, so it stays known
/// while code moves around it. Each entry counts: two known findings with the same message in
/// one file let two through, and a third is new.
public struct Baseline: Hashable, Sendable, Codable {
    public struct Entry: Hashable, Sendable, Codable, Comparable {
        public let rule: RuleID
        public let file: String
        public let message: String

        public init(rule: RuleID, file: String, message: String) {
            self.rule = rule
            self.file = file
            self.message = message
        }

        init(_ diagnostic: Diagnostic) {
            self.init(rule: diagnostic.rule, file: diagnostic.location.file, message: diagnostic.message)
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule.rawValue, lhs.message) < (rhs.file, rhs.rule.rawValue, rhs.message)
        }
    }

    public var findings: [Entry]

    public init(findings: [Entry] = []) {
        self.findings = findings.sorted()
    }

    /// A baseline that knows every one of `diagnostics`.
    public init(_ diagnostics: [Diagnostic]) {
        self.init(findings: diagnostics.map(Entry.init))
    }

    /// Splits `diagnostics` into those the baseline knows and those that are new.
    public func partition(_ diagnostics: [Diagnostic]) -> (new: [Diagnostic], known: [Diagnostic]) {
        var remaining = findings.reduce(into: [Entry: Int]()) { $0[$1, default: 0] += 1 }
        var new: [Diagnostic] = []
        var known: [Diagnostic] = []
        for diagnostic in diagnostics {
            let entry = Entry(diagnostic)
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
                known.append(diagnostic)
            } else {
                new.append(diagnostic)
            }
        }
        return (new, known)
    }

    /// The baseline in the file at `path`. A baseline named that is not there is a mistake: read
    /// as empty, it would turn every known finding into a new one.
    public static func load(from path: String) throws -> Baseline {
        guard Paths.exists(path) else {
            throw CheckError("no baseline file at \(path): check the path, or record the current findings there with `trellis-check --baseline \(path) --write-baseline`")
        }
        do {
            return try JSONDecoder().decode(Baseline.self, from: Data(Paths.read(path).utf8))
        } catch {
            throw CheckError("\(path): not a trellis-check baseline (\(error)); write a new one with `trellis-check --write-baseline`")
        }
    }

    public func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try OutputFile.write(String(decoding: encoder.encode(self), as: UTF8.self) + "\n", to: path)
    }
}
