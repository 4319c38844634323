import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax
import TrellisCheck

/// Checks generated sources and prints the time beside a plain swift-syntax parse of the same
/// files on the same cores: the floor no checker built on swift-syntax can go under. Then draws
/// the graph of packages of one screen per folder, from 1,000 to 16,000 folders, beside `check`
/// of the same package: the picture asks what each screen uses, and must cost what the screens
/// hold, not the screens times the whole package.
///
///     swift run -c release --package-path Check trellis-check-benchmark [--lines 100000] [--runs 5]
///         [--graph-folders 1000,2000,4000,8000,16000] [--graph-runs 2]
@main
struct Benchmark {
    static func main() throws {
        let arguments = CommandLine.arguments
        func value(_ name: String, default fallback: Int) -> Int {
            guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count, let value = Int(arguments[index + 1]) else {
                return fallback
            }
            return value
        }
        let requestedLines = value("--lines", default: 100_000)
        let runs = value("--runs", default: 5)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-check-benchmark-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let lines = try GeneratedPackage(lines: requestedLines).write(to: root)
        let project = try Project.package(at: root.path)
        let files = project.targets.flatMap(\.files).map { root.appendingPathComponent($0).path }
        print("trellis-check benchmark: \(lines) lines in \(files.count) files, \(ProcessInfo.processInfo.activeProcessorCount) cores, best of \(runs) runs")

        let parse = best(of: runs) { parseOnly(files) }
        var findings = 0
        let check = best(of: runs) {
            let loaded = try! Project.package(at: root.path)
            findings = try! Checker().check(loaded).diagnostics.count
        }
        // Where the time goes, each phase on its own.
        var loaded = try Project.package(at: root.path)
        let manifest = best(of: runs) { loaded = try! Project.package(at: root.path) }
        var analysis: Analysis?
        let analyze = best(of: runs) { analysis = try! Checker().analyze(loaded) }
        let rules = best(of: runs) { _ = Checker().check(analysis!) }
        print(String(format: "  floor: read + parse only       %7.3f s", parse))
        print(String(format: "  trellis-check (every rule)     %7.3f s   %.2f× the floor", check, check / parse))
        print(String(format: "    manifest and file list       %7.3f s", manifest))
        print(String(format: "    read, parse, walk, graph     %7.3f s   %.2f× the floor", analyze, analyze / parse))
        print(String(format: "    rules                        %7.3f s", rules))
        print("  findings: \(findings) (the generated code is clean: 0 expected)")
        print(check < 2 ? "  target: under 2 s for \(lines) lines: met" : "  target: under 2 s for \(lines) lines: NOT met")

        let folderCounts = arguments.firstIndex(of: "--graph-folders").flatMap { index in
            index + 1 < arguments.count ? arguments[index + 1].split(separator: ",").compactMap { Int($0) } : nil
        } ?? [1_000, 2_000, 4_000, 8_000, 16_000]
        try graphBesideCheck(folderCounts: folderCounts, runs: value("--graph-runs", default: 2))
    }

    /// `graph` (read, parse, graph, picture, Mermaid text) beside `check` (read, parse, graph,
    /// rules) on the same packages, one screen per folder; the targets: within 3× of `check` at
    /// every size, and linear — the time per folder at the largest size within 2× of the
    /// smallest's.
    static func graphBesideCheck(folderCounts: [Int], runs: Int) throws {
        print("graph beside check, one screen per folder, best of \(runs):")
        print("  folders      lines    check s    graph s   graph/check   graph ms per 100 folders   × the first row's")
        var rows: [(folders: Int, check: Double, graph: Double)] = []
        for folders in folderCounts {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-check-benchmark-graph-\(getpid())-\(folders)")
            defer { try? FileManager.default.removeItem(at: root) }
            let lines = try GeneratedPackage(screens: folders, screensPerFolder: 1).write(to: root)
            let check = best(of: runs) {
                blackHole(try! Checker().check(Project.package(at: root.path)).diagnostics.count)
            }
            let graph = best(of: runs) {
                let analysis = try! Checker().analyze(Project.package(at: root.path))
                blackHole(FeaturePicture.make(analysis).mermaid().utf8.count)
            }
            rows.append((folders, check, graph))
            let perHundred = graph / Double(folders) * 100_000
            let first = rows[0].graph / Double(rows[0].folders) * 100_000
            print(String(format: "  %7d  %9d  %9.3f  %9.3f   %8.2f×      %12.2f              %6.2f×", folders, lines, check, graph, graph / check, perHundred, perHundred / first))
        }
        guard let first = rows.first, let last = rows.last else { return }
        let worstRatio = rows.map { $0.graph / $0.check }.max() ?? 0
        let growth = (last.graph / Double(last.folders)) / (first.graph / Double(first.folders))
        print(String(format: "  target: graph within 3× of check at every size (worst %.2f×): ", worstRatio) + (worstRatio <= 3 ? "met" : "NOT met"))
        print(String(format: "  target: linear, time per folder at %d folders within 2× of %d's (%.2f×): ", last.folders, first.folders, growth) + (growth <= 2 ? "met" : "NOT met"))
    }

    /// The shortest of `runs` timings, in seconds.
    static func best(of runs: Int, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0 ..< runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    /// Reads and parses every file on every core, as the checker does, and nothing else.
    static func parseOnly(_ files: [String]) {
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            guard let data = FileManager.default.contents(atPath: files[index]) else { return }
            data.withUnsafeBytes { buffer in
                let tree = Parser.parse(source: buffer.bindMemory(to: UInt8.self))
                blackHole(tree.endPosition.utf8Offset)
            }
        }
    }

    @inline(never)
    static func blackHole(_ value: Int) {
        if value == -1 { print(value) }
    }
}
