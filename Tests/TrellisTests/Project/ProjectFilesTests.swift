import Foundation
import Testing

/// What a team checks before adopting a package: a licence, a change log, a version to ask
/// for, and dependencies that leave the app's own resolution free.
struct ProjectFilesTests {
    @Test func theLicenceIsApache2() throws {
        let licence = try packageText("LICENSE")
        #expect(licence.contains("Apache License"))
        #expect(licence.contains("Version 2.0, January 2004"))
    }

    @Test func theReadmeInstallsTheLatestVersionTheChangeLogNames() throws {
        // Given the newest version the change log describes
        let changeLog = try packageText("CHANGELOG.md")
        let latest = try #require(changeLog.firstMatch(of: /\n## \[?(\d+\.\d+\.\d+)\]?/)?.1, "CHANGELOG.md names no version")

        // Then the README's install line asks for it, from that version on
        let readme = try readme()
        #expect(readme.contains(#".package(url: "https://github.com/OWNER/trellis.git", from: "\#(latest)")"#))
        #expect(!readme.contains(#"branch: "main")"#))
    }

    @Test func noDependencyOfTheKitPinsAnExactVersion() throws {
        // An app that depends on Trellis resolves these too: `exact:` would pin its resolution.
        let manifest = try packageText("Package.swift")
        let dependencies = manifest.matches(of: /\.package\(url: "([^"]+)", (\w+):/).map { ("\($0.1)", "\($0.2)") }
        #expect(!dependencies.isEmpty)
        for (url, requirement) in dependencies {
            #expect(requirement == "from", "\(url) is required with `\(requirement):`; use `from:`")
        }
    }
}
