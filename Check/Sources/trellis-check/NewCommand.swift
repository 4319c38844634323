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

    @Option(help: "The pattern, named as the Gallery names it; \(Scaffold.Pattern.aliasesHelp).")
    var pattern: Scaffold.Pattern

    @Argument(help: "The screen's name, UpperCamelCase.")
    var name: String

    @Option(name: .customLong("package-path"), help: "The package's folder.")
    var packagePath: String = "."

    @Option(help: "The module the screen belongs to. Default: the target named after the pattern (VIPER, MVC, SuperSimple…), else the package's only library.")
    var module: String?

    @Option(name: .customLong("sources-path"), help: "The module's sources folder, relative to the package. Default: the module's target folder, or Sources/<module>.")
    var sourcesPath: String?

    @Option(name: .customLong("tests-path"), help: "Its tests folder, relative to the package. Default: the folder of a test target depending on the module, or Tests/<module>Tests.")
    var testsPath: String?

    @Flag(help: "Overwrite files that exist.")
    var force = false

    func run() throws {
        try failingClearly {
            // A module named outright needs no manifest; one read from it does.
            let project = module == nil ? try Project.package(at: packagePath) : (try? Project.package(at: packagePath)) ?? Project(root: packagePath, targets: [])
            let layout = try Scaffold.layout(in: project, pattern: pattern, module: module)
            let scaffold = try Scaffold(
                pattern: pattern, name: name, module: layout.module,
                sourcesPath: sourcesPath ?? layout.sourcesPath, testsPath: testsPath ?? layout.testsPath
            )
            let files = try scaffold.files()
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
}
