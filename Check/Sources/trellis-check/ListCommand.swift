import ArgumentParser
import Foundation
import TrellisCheck

/// Lists the actions and keys each target (or folder) uses, as text or as a Swift file a test
/// target compiles for `expectAllPlugged`.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the actions and injection keys a target or folder uses.",
        discussion: """
            With --swift, writes enums a test compiles, so `expectAllPlugged` needs no list kept by hand:
              trellis-check list --swift --target Gallery --output Tests/GalleryTests/GalleryDependencies.swift
              expectAllPlugged(actions: GalleryDependencies.actions, injectionKeys: GalleryDependencies.injectionKeys)
            With --check as well, compares the file with what it would write and exits 1 if it is stale.
            """
    )

    @OptionGroup var project: ProjectOptions

    @Option(name: .customLong("folder"), help: "A package-relative folder to list as one feature; repeat for more.")
    var folders: [String] = []

    @Flag(help: "Write Swift: one enum per target or folder with `actions` and `injectionKeys`.")
    var swift = false

    @Option(help: "The enum's name, when one target or folder is listed. Default: <Name>Dependencies.")
    var name: String?

    @Option(name: .customLong("import"), help: "A module the Swift file imports plainly; repeat for more. Default: Trellis.")
    var imports: [String] = []

    @Option(help: "Write to this file instead of standard output.")
    var output: String?

    @Flag(help: "With --output: exit 1 if the file differs from what would be written, and write nothing.")
    var check = false

    func run() throws {
        try failingClearly {
            let (analysis, _) = try project.analysis()
            guard reportingNotices(of: analysis, root: project.packagePath) else { return }
            let targets = project.targets.isEmpty && folders.isEmpty
                ? analysis.targets.filter { analysis.reportedTargets.contains($0.name) && $0.kind != .test }.map(\.name)
                : project.targets
            let list = DependencyList.make(
                analysis, targets: folders.isEmpty ? targets : [], folders: folders,
                name: name, imports: imports.isEmpty ? ["Trellis"] : imports
            )
            let text = swift ? list.swiftSource() : list.text()
            guard let output else {
                print(text, terminator: "")
                return
            }
            if check {
                let current = FileManager.default.contents(atPath: output).map { String(decoding: $0, as: UTF8.self) }
                guard current == text else {
                    print("trellis-check: \(output) is stale; write it again with the same command without --check")
                    throw ExitCode(1)
                }
                print("trellis-check: \(output) is up to date")
                return
            }
            try OutputFile.write(text, to: output)
        }
    }
}
