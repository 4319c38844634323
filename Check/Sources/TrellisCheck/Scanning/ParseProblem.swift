import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// What the parser could not read in a file: its first error, as the compiler would word it,
/// and how many there are.
///
/// swift-syntax recovers from any error and the checker reads what it recovered, but that
/// file's findings may be missing or wrong, so the run says so, once per file.
struct ParseProblem {
    let location: Location
    let message: String
    let count: Int

    /// The file's first parse error, or `nil` when it parses.
    init?(_ tree: SourceFileSyntax, file: String, lines: LineTable) {
        guard tree.hasError else { return nil }
        let errors = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
        guard let first = errors.first else { return nil }
        location = lines.location(of: first.position.utf8Offset, in: file)
        message = Self.oneLine(first.message)
        count = errors.count
    }

    /// The parser quotes the text it could not read, which may span lines or run long; a report
    /// line holds one line, and a short one.
    private static func oneLine(_ message: String) -> String {
        let words = message.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.count > 160 ? words.prefix(159) + "…" : words
    }

    /// `expected '}' to end struct (and 2 more)`.
    var summary: String {
        count > 1 ? "\(message) (and \(count - 1) more)" : message
    }

    var notice: Notice {
        Notice(kind: .unparsableFile, message: "does not parse: \(summary); its findings may be incomplete until it compiles", location: location)
    }
}
