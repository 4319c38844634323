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
        if let notice = result.notices.first(where: { $0.kind == .noTrellisImport }) {
            return render(notice) + "\n"
        }
        var lines: [String] = []
        for diagnostic in result.diagnostics {
            lines.append("\(place(diagnostic.location)): \(diagnostic.severity.rawValue): [\(diagnostic.rule)] \(diagnostic.message) — \(diagnostic.fix)")
            for note in diagnostic.notes {
                lines.append("\(place(note.location)): note: \(note.message)")
            }
        }
        lines += result.notices.map(render)
        lines.append(summary(result))
        return lines.joined(separator: "\n") + "\n"
    }

    /// A notice about a file where it happened, as a warning with no rule (it is not a finding,
    /// and a baseline never records it); one about the run as a note from the checker.
    public func render(_ notice: Notice) -> String {
        if notice.kind == .noTrellisImport { return "trellis-check: \(notice.message)" }
        guard let location = notice.location else { return "trellis-check: note: \(notice.message)" }
        return "\(place(location)): warning: \(notice.message)"
    }

    /// `trellis-check: 1 error, 2 warnings in 14 files (3 known from the baseline; 1 file not
    /// read in full; 2 generated or vendored files skipped)`, or the line saying no file
    /// imports Trellis.
    public func summary(_ result: CheckResult) -> String {
        if let notice = result.notices.first(where: { $0.kind == .noTrellisImport }) {
            return render(notice)
        }
        var text = "trellis-check: \(Self.count(result.errorCount, "error")), \(Self.count(result.warningCount, "warning")) in \(Self.count(result.filesChecked, "file"))"
        var asides: [String] = []
        if !result.baselined.isEmpty { asides.append("\(result.baselined.count) known from the baseline") }
        if result.filesNotReadInFull > 0 { asides.append("\(Self.count(result.filesNotReadInFull, "file")) not read in full") }
        if result.filesSkipped > 0 { asides.append("\(Self.count(result.filesSkipped, "generated or vendored file")) skipped") }
        if !asides.isEmpty { text += " (\(asides.joined(separator: "; ")))" }
        return text
    }

    private func place(_ location: Location) -> String {
        "\(Paths.join(root, location.file)):\(location.line):\(location.column)"
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
