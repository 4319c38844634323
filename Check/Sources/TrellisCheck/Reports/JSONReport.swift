import Foundation

/// Findings as JSON, for scripts: one object per finding with its rule, severity, place,
/// message, fix and notes.
///
/// ```json
/// {"errors": 1, "warnings": 0, "filesChecked": 14, "baselined": 0, "diagnostics": [
///   {"rule": "unplugged-action", "severity": "error", "file": "Sources/App/Feed.swift",
///    "line": 12, "column": 9, "message": "…", "fix": "…", "notes": []}]}
/// ```
public struct JSONReport: Sendable {
    struct Document: Codable {
        struct Finding: Codable {
            let rule: String
            let severity: String
            let file: String
            let line: Int
            let column: Int
            let message: String
            let fix: String
            let notes: [Diagnostic.Note]
        }

        let errors: Int
        let warnings: Int
        let filesChecked: Int
        let baselined: Int
        let diagnostics: [Finding]
    }

    public init() {}

    public func render(_ result: CheckResult) throws -> String {
        let document = Document(
            errors: result.errorCount,
            warnings: result.warningCount,
            filesChecked: result.filesChecked,
            baselined: result.baselined.count,
            diagnostics: result.diagnostics.map { diagnostic in
                Document.Finding(
                    rule: diagnostic.rule.rawValue, severity: diagnostic.severity.rawValue, file: diagnostic.location.file,
                    line: diagnostic.location.line, column: diagnostic.location.column, message: diagnostic.message,
                    fix: diagnostic.fix, notes: diagnostic.notes
                )
            }
        )
        return try Self.encode(document)
    }

    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
