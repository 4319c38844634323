import Foundation
import Testing

struct ListCommandTests {
    @Test func aProjectThatDoesNotUseTrellisGetsOneLineAndNoList() throws {
        let folder = try TemporaryFolder.package(files: ["Sources/Feature/Plain.swift": "import Foundation\nstruct Plain {}\n"])

        let run = try #require(try TrellisCheckExecutable.run(["list", "--swift", "--output", "Tests/FeatureDependencies.swift"], in: folder.path))

        #expect(run.status == 0)
        #expect(run.errors == "trellis-check: no file imports Trellis in the 1 file read: nothing to check, the rules are about apps built on Trellis\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("Tests/FeatureDependencies.swift")))
    }
}
