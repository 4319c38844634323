import Foundation
import Testing

/// `trellis-check check` as CI runs it: exit status 0 (no errors), 1 (errors) or 2 (cannot run),
/// and one clear line for input it cannot use.
struct CheckCommandTests {
    /// A Trellis library with nothing to report and a start-up that plugs its one action.
    static let cleanApp: [String: String] = [
        "Sources/Feature/Like.swift": "import Trellis\npublic enum LikePhoto: AsyncAction {}\nfunc like() async throws { try await action(LikePhoto.self) }\n",
        "Sources/App/main.swift": "import Trellis\nimport Feature\nActions.plug(LikePhoto.self, to: LikeImplementation())\n",
    ]

    // MARK: - Input it cannot use: status 2 and one line

    @Test func aManifestOfRandomBytesCannotRun() throws {
        let folder = try TemporaryFolder()
        // The same bytes every run: a linear congruential generator's high bytes.
        var state: UInt32 = 2_463_534_242
        let bytes = (0 ..< 4096).map { _ -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        try folder.write(Data(bytes), to: "Package.swift")
        try folder.write("import Trellis\nstruct S {}\n", to: "Sources/Feature/S.swift")

        let run = try #require(try TrellisCheckExecutable.run(["check"], in: folder.path))

        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("trellis-check: error: Package.swift"))
        #expect(run.errors.contains("--sources"))
        #expect(run.errors.split(separator: "\n").count == 1)
        #expect(run.output.isEmpty)
    }

    @Test func aManifestWithoutTargetsItCanReadCannotRun() throws {
        let folder = try TemporaryFolder()
        try folder.write("import PackageDescription\nlet package = Package(name: \"P\", targets: makeTargets())\n", to: "Package.swift")

        let run = try #require(try TrellisCheckExecutable.run(["check"], in: folder.path))

        #expect(run.status == 2)
        #expect(run.errors.contains("no target found"))
    }

    @Test(arguments: [
        (["--sources", "Nowhere"], "no folder Nowhere"),
        (["--sources", "Package.swift"], "Package.swift is a file, not a folder"),
        (["--config", "missing.yml"], "no configuration file at missing.yml"),
        (["--baseline", "missing.json"], "no baseline file at missing.json"),
        (["--sources", "Empty"], "no Swift files in Empty"),
    ])
    func aNamedPathThatIsNotThereCannotRun(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder.package(app: true, files: Self.cleanApp)
        try folder.createFolder("Empty")

        let run = try #require(try TrellisCheckExecutable.run(["check"] + arguments, in: folder.path))

        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("trellis-check: error: \(message)"))
        #expect(run.errors.split(separator: "\n").count == 1)
    }

    @Test func aReportIsWrittenIntoFoldersThatDoNotExistYet() throws {
        let folder = try TemporaryFolder.package(app: true, files: Self.cleanApp)

        let run = try #require(try TrellisCheckExecutable.run(["check", "--format", "sarif", "--output", "reports/trellis/check.sarif"], in: folder.path))

        #expect(run.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path("reports/trellis/check.sarif")))
        #expect(run.errors == "trellis-check: 0 errors, 0 warnings in 2 files\n")
    }

    @Test func aReportThatCannotBeWrittenCannotRun() throws {
        let folder = try TemporaryFolder.package(app: true, files: Self.cleanApp)
        try folder.write("a file, not a folder\n", to: "reports")

        let run = try #require(try TrellisCheckExecutable.run(["check", "--output", "reports/check.txt"], in: folder.path))

        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("trellis-check: error: cannot write reports/check.txt: "))
    }

    // MARK: - What it read, said in a line

    @Test func aProjectThatDoesNotUseTrellisGetsOneLineAndPasses() throws {
        // Given code another architecture's rules would flag: a class inheriting from another.
        let folder = try TemporaryFolder.package(files: [
            "Sources/Feature/Base.swift": "import Foundation\nclass Base {}\nfinal class Derived: Base {}\n",
        ])

        let run = try #require(try TrellisCheckExecutable.run(["check"], in: folder.path))

        #expect(run.status == 0)
        #expect(run.output == "trellis-check: no file imports Trellis in the 1 file read: nothing to check, the rules are about apps built on Trellis\n")
    }

    @Test func aLibraryWithoutAStartUpSaysSoInsteadOfPassingInSilence() throws {
        let folder = try TemporaryFolder.package(files: [
            "Sources/Feature/Like.swift": "import Trellis\npublic enum LikePhoto: AsyncAction {}\n",
        ])

        let run = try #require(try TrellisCheckExecutable.run(["check"], in: folder.path))

        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("trellis-check: note: no start-up found") && $0.contains("unplugged-action and uninstalled-key") })
    }

    @Test func aFileThatDoesNotParseIsAWarningLineNotAFinding() throws {
        var files = Self.cleanApp
        files["Sources/Feature/Broken.swift"] = "import Trellis\nstruct Broken {\n    func f( {\n"
        let folder = try TemporaryFolder.package(app: true, files: files)

        let text = try #require(try TrellisCheckExecutable.run(["check"], in: folder.path))
        let json = try #require(try TrellisCheckExecutable.run(["check", "--format", "json"], in: folder.path))

        #expect(text.status == 0)
        #expect(text.output.contains("Sources/Feature/Broken.swift:3:12: warning: does not parse: expected ')' to end parameter clause (and 2 more); "))
        #expect(text.output.hasSuffix("trellis-check: 0 errors, 0 warnings in 3 files (1 file not read in full)\n"))
        let document = try JSONDecoder().decode(JSONValue.self, from: Data(json.output.utf8))
        #expect(document["diagnostics"]?.array?.isEmpty == true)
        #expect(document["notices"]?.array?.first?["kind"] == .string("unparsable-file"))
    }

    @Test func aUTF16FileIsReadAndSaidToBeUTF16() throws {
        let folder = try TemporaryFolder.package(app: true, files: Self.cleanApp)
        let text = "import Trellis\nclass Base {}\nfinal class Derived: Base {}\n"
        try folder.write(try #require(text.data(using: .utf16)), to: "Sources/Feature/Classes.swift")

        let run = try #require(try TrellisCheckExecutable.run(["check"], in: folder.path))

        #expect(run.status == 1)
        #expect(run.output.contains("Sources/Feature/Classes.swift:3:22: error: [no-custom-inheritance]"))
        #expect(run.output.contains("Sources/Feature/Classes.swift:1:1: warning: is saved as UTF-16"))
    }
}
