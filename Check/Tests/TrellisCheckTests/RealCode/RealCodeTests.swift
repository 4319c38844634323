import Dispatch
import Foundation
import Testing
import TrellisCheck

/// The checker on real code it was not written for: the checkouts of its own dependencies,
/// which `swift build` leaves in the build folder. None uses Trellis, so each must read in
/// full, without a crash or a finding, and say in one line that it does not use Trellis.
@Suite(.serialized)
struct RealCodeTests {
    static let checkouts = ["swift-syntax", "swift-argument-parser", "Yams"]

    /// A sanity bound, far below what a debug build on a loaded machine does: a run this slow
    /// has gone wrong (a walk that revisits folders, work that grows with the square of files).
    static let minimumLinesPerSecond = 1_000.0

    /// `.build/checkouts` of this package: next to the sources, or above the build products when
    /// the build folder was moved with `--scratch-path`.
    static var checkoutsFolder: String? {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            package.appendingPathComponent(".build/checkouts"),
            Bundle.module.bundleURL.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("checkouts"),
        ]
        return candidates.map(\.path).first { FileManager.default.fileExists(atPath: $0 + "/swift-syntax/Package.swift") }
    }

    @Test(arguments: checkouts)
    func aDependencyIsReadInFullAndSaidNotToUseTrellis(_ name: String) throws {
        guard let folder = Self.checkoutsFolder else {
            Issue.record("no .build/checkouts next to the package or its build products: build with `swift build --package-path Check --build-tests` first")
            return
        }
        let root = folder + "/" + name

        let start = DispatchTime.now().uptimeNanoseconds
        let project = try Project.package(at: root)
        let analysis = try Checker().analyze(project)
        let result = Checker().check(analysis)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9

        let files = analysis.targets.flatMap(\.files)
        let lines = files.reduce(0) { count, file in
            count + (FileManager.default.contents(atPath: root + "/" + file)?.count { $0 == UInt8(ascii: "\n") } ?? 0)
        }
        let unparsable = analysis.notices.filter { $0.kind == .unparsableFile }
        print("\(name): \(files.count) files, \(lines) lines in \(String(format: "%.2f", seconds)) s, \(Int(Double(lines) / seconds)) lines/s; \(unparsable.count) files not parsed in full")

        #expect(files.count > 20)
        #expect(result.diagnostics.isEmpty)
        #expect(TextReport(root: root).render(result) == "trellis-check: no file imports Trellis in the \(files.count) files read: nothing to check, the rules are about apps built on Trellis\n")
        #expect(unparsable.map { "\($0.location.map(\.description) ?? "") \($0.message)" } == [])
        #expect(Double(lines) / seconds > Self.minimumLinesPerSecond)
    }
}
