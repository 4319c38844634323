import ArgumentParser
import Foundation
import TrellisCheck

/// Writes a new screen's files and a passing test, in the Gallery's layout.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a screen's files and a test that passes, in one of the Gallery's patterns.",
        discussion: "Example: trellis-check new --pattern viper Profile --module Gallery"
    )

    enum Pattern: String, ExpressibleByArgument, CaseIterable {
        case ssa, clean, viper, mvvmc
    }

    @Option(help: "ssa, clean, viper or mvvmc.")
    var pattern: Pattern

    @Argument(help: "The screen's name, UpperCamelCase.")
    var name: String

    @Option(name: .customLong("package-path"), help: "The package's folder.")
    var packagePath: String = "."

    @Option(help: "The module the screen belongs to. Default: the package's only non-test target, if it has one.")
    var module: String?

    @Option(name: .customLong("sources-path"), help: "The module's sources folder, relative to the package. Default: Sources/<module>.")
    var sourcesPath: String?

    @Option(name: .customLong("tests-path"), help: "Its tests folder, relative to the package. Default: Tests/<module>Tests.")
    var testsPath: String?

    @Flag(help: "Overwrite files that exist.")
    var force = false

    func run() throws {
        try failingClearly {
            let module = try module ?? defaultModule()
            let scaffold = try Scaffold(pattern: Scaffold.Pattern(rawValue: pattern.rawValue)!, name: name, module: module, sourcesPath: sourcesPath, testsPath: testsPath)
            let files = scaffold.files()
            let existing = files.map { ProjectOptions.join(packagePath, $0.path) }.filter { FileManager.default.fileExists(atPath: $0) }
            guard force || existing.isEmpty else {
                throw ValidationError("\(existing.joined(separator: ", ")) already exist; pick another name, or pass --force to overwrite")
            }
            for file in files {
                let path = ProjectOptions.join(packagePath, file.path)
                try OutputFile.write(file.contents, to: path)
                print("wrote \(path)")
            }
            print(scaffold.nextSteps)
        }
    }

    private func defaultModule() throws -> String {
        let project = try Project.package(at: packagePath)
        let libraries = project.targets.filter { $0.kind == .library }
        guard libraries.count == 1, let only = libraries.first else {
            let names = project.targets.filter { $0.kind != .test }.map(\.name).joined(separator: ", ")
            throw ValidationError("name the module with --module; the package has \(names)")
        }
        return only.name
    }
}
