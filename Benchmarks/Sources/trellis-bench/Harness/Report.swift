import Foundation

/// One measured case with its summary, its ratio to the group's floor and its verdict.
struct CaseResult {
    let group: String
    let name: String
    let statistics: Statistics
    let floor: String
    let ratio: Double
    let target: Target?
    let showsThroughput: Bool
    var verdict: Verdict?
}

/// Whether a target was met, and the figure it was judged by.
struct Verdict {
    let goal: String
    let observed: String
    let isMet: Bool
}

/// Prints the tables, either aligned for a terminal or as Markdown.
struct Report {
    let markdown: Bool
    /// Whether a target may refer to a case that was filtered out; it is then not judged.
    let isFiltered: Bool
    private(set) var results: [CaseResult] = []

    init(markdown: Bool, isFiltered: Bool) {
        self.markdown = markdown
        self.isFiltered = isFiltered
    }

    /// Records the group's results, judges their targets and prints the group's table.
    mutating func add(_ group: BenchmarkGroup, samples: [[Double]]) {
        let floor = group.cases[0]
        let floorMedian = Statistics(samples[0]).median
        var added: [CaseResult] = []
        for (benchmark, caseSamples) in zip(group.cases, samples) {
            let statistics = Statistics(caseSamples)
            added.append(CaseResult(
                group: group.title, name: benchmark.name, statistics: statistics, floor: floor.name,
                ratio: statistics.median / floorMedian, target: benchmark.target,
                showsThroughput: benchmark.showsThroughput
            ))
        }
        results += added
        for index in results.indices where results[index].group == group.title {
            results[index].verdict = results[index].target.flatMap { judge(results[index], against: $0) }
        }
        printTable(group, results.filter { $0.group == group.title })
    }

    /// Prints every target with its verdict; returns how many were missed.
    func printSummary() -> Int {
        let judged = results.filter { $0.verdict != nil }
        print(markdown ? "\n### Targets\n" : "\n== Targets")
        if markdown {
            print("| case | target | result | met? |")
            print("|---|---|---|---|")
        }
        for result in judged {
            guard let verdict = result.verdict else { continue }
            if markdown {
                let cells = [result.name, verdict.goal, verdict.observed].map(Format.markdown)
                print("| " + cells.joined(separator: " | ") + " | \(verdict.isMet ? "yes" : "**no**") |")
            } else {
                print("  \(verdict.isMet ? "met   " : "MISSED") \(result.name): \(verdict.goal) — \(verdict.observed)")
            }
        }
        return judged.filter { $0.verdict?.isMet == false }.count
    }

    // MARK: - Internal

    private func judge(_ result: CaseResult, against target: Target) -> Verdict? {
        let median = result.statistics.median
        switch target {
        case .ratio(let reference, let limit):
            guard let base = self.median(of: reference) else { return nil }
            let ratio = median / base
            return Verdict(
                goal: "≤ \(Format.ratio(limit)) \(reference)",
                observed: "\(Format.ratio(ratio)) \(reference)", isMet: ratio <= limit
            )
        case .nanoseconds(let limit, let rival):
            var isMet = median <= limit
            var observed = "\(Format.nanoseconds(median)) ns"
            var goal = "≤ \(Format.nanoseconds(limit)) ns"
            if let rival {
                guard let other = self.median(of: rival) else { return nil }
                isMet = isMet && median < other
                observed += ", \(Format.ratio(median / other)) \(rival)"
                goal += " and < \(rival)"
            }
            return Verdict(goal: goal, observed: observed, isMet: isMet)
        case .flat(let reference, let tolerance):
            guard let base = self.result(named: reference) else { return nil }
            let growth = result.ratio / base.ratio
            return Verdict(
                goal: "× floor within \(Int((tolerance * 100).rounded())) % of \(reference)",
                observed: "\(Format.ratio(result.ratio)) vs \(Format.ratio(base.ratio)) floor: \(Format.ratio(growth))",
                isMet: abs(growth - 1) <= tolerance
            )
        case .throughput(let limit):
            let perSecond = 1e9 / median
            return Verdict(
                goal: "≥ \(Format.count(limit))/s",
                observed: "\(Format.count(perSecond))/s", isMet: perSecond >= limit
            )
        }
    }

    private func median(of name: String) -> Double? {
        result(named: name)?.statistics.median
    }

    private func result(named name: String) -> CaseResult? {
        guard let result = results.first(where: { $0.name == name }) else {
            if isFiltered { return nil }
            fail("a target refers to \"\(name)\", which was not measured")
        }
        return result
    }

    private func printTable(_ group: BenchmarkGroup, _ rows: [CaseResult]) {
        let header = ["case", "median ns/op", "p90 ns/op", "× floor", "target", "met?"]
        let cells = rows.map { row -> [String] in
            [
                row.name,
                Format.nanoseconds(row.statistics.median),
                Format.nanoseconds(row.statistics.p90),
                row.name == row.floor ? "floor" : Format.ratio(row.ratio),
                row.verdict?.goal ?? "",
                row.verdict.map { ($0.isMet ? "yes" : "NO") + " (\($0.observed))" } ?? "",
            ]
        }
        let samples = rows.first?.statistics.samples ?? 0
        if markdown {
            print("\n#### \(group.title)\n")
            print("| " + header.joined(separator: " | ") + " |")
            print("|---|--:|--:|--:|---|---|")
            for row in cells {
                print("| " + row.map(Format.markdown).joined(separator: " | ") + " |")
            }
            print("")
            for note in group.notes { print("- \(note)") }
        } else {
            print("\n== \(group.title)  (floor: \(rows.first?.name ?? "?"), \(samples) samples per case)")
            let widths = header.indices.map { column in
                ([header] + cells).map { $0[column].count }.max() ?? 0
            }
            for row in [header] + cells {
                let padded = row.indices.map { column -> String in
                    let text = row[column]
                    let pad = String(repeating: " ", count: widths[column] - text.count)
                    return (1...3).contains(column) ? pad + text : text + pad
                }
                print("  " + padded.joined(separator: "  "))
            }
            for note in group.notes { print("  · \(note)") }
        }
    }
}

/// Number formatting shared by the tables.
enum Format {
    static func nanoseconds(_ value: Double) -> String {
        if value >= 1000 { return grouped(Int(value.rounded())) }
        if value >= 100 { return String(format: "%.0f", value) }
        if value >= 10 { return String(format: "%.1f", value) }
        return String(format: "%.2f", value)
    }

    static func ratio(_ value: Double) -> String {
        value >= 100 ? "\(grouped(Int(value.rounded())))×" : String(format: "%.2f×", value)
    }

    static func count(_ value: Double) -> String {
        grouped(Int(value.rounded()))
    }

    /// `text` for a Markdown table cell: backslashes and pipes escaped.
    static func markdown(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
    }

    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index).isMultiple(of: 3) { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }
}

/// Stops the run with a message and a non-zero exit status: a case measured something other
/// than what it claims (a wrong value, a missing registration), so its figures would lie.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("trellis-bench: error: \(message)\n".utf8))
    exit(1)
}

/// Checks a case does what it claims before it is measured.
func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fail(message()) }
}
