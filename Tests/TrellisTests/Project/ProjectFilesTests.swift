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

    @Test func theReadmeIsReadTopToBottomInMinutes() throws {
        // What a newcomer reads first stays short; the rest lives in DocC and each package's README.
        let lines = try readme().split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 301, "README.md has \(lines) lines; move detail to DocC, Gallery/README.md or Sources/TrellisStorage/README.md")
    }

    @Test func everySectionASourceCitesInTheBenchmarkFilesExists() throws {
        // Given every `(BENCHMARKS….md, "Section…")` a comment or page of the kit or the Gallery cites
        var citations: [(file: String, document: String, section: String)] = []
        for folder in ["Sources", "Gallery/Sources"] {
            let root = packageRoot.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects ?? []
            for case let url as URL in files {
                guard ["swift", "md"].contains(url.pathExtension), let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                // A citation may wrap onto the next comment line.
                let joined = text.replacing(/\n\s*\/\/\/\s*/, with: " ")
                for match in joined.matches(of: /\((BENCHMARKS(?:-HISTORY)?\.md), "([^"]+)"\)/) {
                    citations.append((url.lastPathComponent, "\(match.1)", "\(match.2)"))
                }
            }
        }
        #expect(citations.count >= 4)

        // Then each names a heading of that file, which begins with the words cited
        for citation in citations {
            let headings = try packageText(citation.document).split(separator: "\n").filter { $0.hasPrefix("#") }
                .map { $0.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces) }
            #expect(
                headings.contains { $0.hasPrefix(citation.section) },
                "\(citation.file) cites \(citation.document), \"\(citation.section)\", which has no such heading"
            )
        }
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
