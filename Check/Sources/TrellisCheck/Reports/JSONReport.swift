import Foundation

/// Findings as JSON, for scripts: one object per finding with its rule, severity, place,
/// message, fix and notes, then the run's notices. Columns are UTF-8 byte columns, counted from
/// 1, as the compiler prints them.
///
/// ```json
/// {"errors": 1, "warnings": 0, "filesChecked": 14, "filesSkipped": 0, "baselined": 0, "diagnostics": [
///   {"rule": "unplugged-action", "severity": "error", "file": "Sources/App/Feed.swift",
///    "line": 12, "column": 9, "message": "…", "fix": "…", "notes": []}],
///  "notices": [{"kind": "unparsable-file", "message": "does not parse: …", "file": "…", "line": 3, "column": 1}]}
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

        /// A notice, with its place when it is about one file.
        struct NoticeEntry: Codable {
            let kind: String
            let message: String
            let file: String?
            let line: Int?
            let column: Int?
        }

        let errors: Int
        let warnings: Int
        let filesChecked: Int
        let filesSkipped: Int
        let baselined: Int
        let diagnostics: [Finding]
        let notices: [NoticeEntry]
    }

    public init() {}

    public func render(_ result: CheckResult) throws -> String {
        let document = Document(
            errors: result.errorCount,
            warnings: result.warningCount,
            filesChecked: result.filesChecked,
            filesSkipped: result.filesSkipped,
            baselined: result.baselined.count,
            diagnostics: result.diagnostics.map { diagnostic in
                Document.Finding(
                    rule: diagnostic.rule.rawValue, severity: diagnostic.severity.rawValue, file: diagnostic.location.file,
                    line: diagnostic.location.line, column: diagnostic.location.column, message: diagnostic.message,
                    fix: diagnostic.fix, notes: diagnostic.notes
                )
            },
            notices: result.notices.map { notice in
                Document.NoticeEntry(
                    kind: notice.kind.rawValue, message: notice.message,
                    file: notice.location?.file, line: notice.location?.line, column: notice.location?.column
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
