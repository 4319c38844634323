import Foundation
import Testing
import TrellisCheck

struct NewCommandTests {
    /// `supersimple` is the pattern's name, and `ssa`, its name before, writes the same screen.
    @Test(arguments: ["supersimple", "ssa"])
    func superSimpleIsWrittenByEitherName(_ name: String) throws {
        let folder = try TemporaryFolder()

        let run = try #require(try TrellisCheckExecutable.run(["new", "--pattern", name, "Greeting", "--module", "App"], in: folder.path))

        #expect(run.status == 0, "\(run.errors)")
        let expected = try Scaffold(pattern: .superSimple, name: "Greeting", module: "App").files()
        for file in expected {
            #expect(FileManager.default.contents(atPath: folder.path(file.path)) == Data(file.contents.utf8), "\(file.path)")
        }
        #expect(run.output.hasPrefix("wrote Sources/App/SuperSimple/LoadGreeting.swift\n") || run.output.hasPrefix("wrote ./Sources/App/SuperSimple/LoadGreeting.swift\n"), "\(run.output)")
    }

    /// The help lists the library's patterns, so a new one shows up there with no edit to the command.
    @Test func theHelpListsEveryPattern() throws {
        let folder = try TemporaryFolder()

        let run = try #require(try TrellisCheckExecutable.run(["new", "--help"], in: folder.path))

        let help = run.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let values = Scaffold.Pattern.allCases.map(\.rawValue).joined(separator: ", ")
        #expect(help.contains("(values: \(values))"), "\(run.output)")
        #expect(help.contains("ssa is supersimple"), "\(run.output)")
    }

    @Test func anUnknownPatternIsRefusedWithTheNames() throws {
        let folder = try TemporaryFolder()

        let run = try #require(try TrellisCheckExecutable.run(["new", "--pattern", "mvi", "Greeting", "--module", "App"], in: folder.path))

        #expect(run.status == 64)
        for pattern in Scaffold.Pattern.allCases {
            #expect(run.errors.contains("- \(pattern.rawValue)\n"), "\(run.errors)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("Sources")))
    }
}
