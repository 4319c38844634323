/// Findings in the format compilers print and editors jump to:
///
/// ```
/// Sources/App/Feed.swift:12:9: error: [unplugged-action] `LikePhoto` is called in … — plug it …
/// Sources/App/Startup.swift:30:5: note: `App` starts here: add `app.plug(LikePhoto.self, to: …)`
/// ```
public struct TextReport: Sendable {
    /// The package root as the user named it: paths are printed under it.
    public let root: String

    public init(root: String) {
        self.root = root
    }

    public func render(_ result: CheckResult) -> String {
        var lines: [String] = []
        for diagnostic in result.diagnostics {
            lines.append("\(place(diagnostic.location)): \(diagnostic.severity.rawValue): [\(diagnostic.rule)] \(diagnostic.message) — \(diagnostic.fix)")
            for note in diagnostic.notes {
                lines.append("\(place(note.location)): note: \(note.message)")
            }
        }
        lines.append(summary(result))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `trellis-check: 1 error, 2 warnings in 14 files (3 known from the baseline)`.
    public func summary(_ result: CheckResult) -> String {
        var text = "trellis-check: \(Self.count(result.errorCount, "error")), \(Self.count(result.warningCount, "warning")) in \(Self.count(result.filesChecked, "file"))"
        if !result.baselined.isEmpty { text += " (\(result.baselined.count) known from the baseline)" }
        return text
    }

    private func place(_ location: Location) -> String {
        "\(Paths.join(root, location.file)):\(location.line):\(location.column)"
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
