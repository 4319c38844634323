import Foundation
import Testing

struct GraphCommandTests {
    @Test func aProjectThatDoesNotUseTrellisGetsOneLineInsteadOfAnEmptyChart() throws {
        let folder = try TemporaryFolder.package(files: ["Sources/Feature/Plain.swift": "import Foundation\nstruct Plain {}\n"])

        let run = try #require(try TrellisCheckExecutable.run(["graph"], in: folder.path))

        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        #expect(run.errors == "trellis-check: no file imports Trellis in the 1 file read: nothing to check, the rules are about apps built on Trellis\n")
    }

    @Test func aChartIsWrittenIntoFoldersThatDoNotExistYet() throws {
        let folder = try TemporaryFolder.package(app: true, files: CheckCommandTests.cleanApp)

        let run = try #require(try TrellisCheckExecutable.run(["graph", "--output", "docs/graph/features.mmd"], in: folder.path))

        #expect(run.status == 0)
        #expect(FileManager.default.contents(atPath: folder.path("docs/graph/features.mmd")).map { String(decoding: $0, as: UTF8.self) }?.hasPrefix("flowchart LR") == true)
    }
}
