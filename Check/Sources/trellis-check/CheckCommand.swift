import ArgumentParser
import Foundation
import TrellisCheck

/// Runs every rule and prints the findings; exits 1 on any new error.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run every rule; exit with status 1 on any error the baseline does not know."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif
    }

    @OptionGroup var project: ProjectOptions

    @Option(help: "text (file:line:column: error: …), json or sarif.")
    var format: Format = .text

    @Option(help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(help: "The baseline file. Default: the configuration's `baseline`.")
    var baseline: String?

    @Flag(help: "Write every current finding to the baseline file and exit 0: adopt the checker with zero new errors.")
    var writeBaseline = false

    func run() throws {
        try failingClearly {
            let configuration = try project.configuration()
            let loaded = try project.project()
            let baselinePath = (baseline ?? configuration.baseline).map { ProjectOptions.join(project.packagePath, $0) }
            let checker = Checker(configuration: configuration)
            if writeBaseline {
                guard let baselinePath else {
                    throw ValidationError("--write-baseline needs a file: pass --baseline PATH or set `baseline:` in \(Configuration.fileName)")
                }
                let result = try checker.check(loaded, targets: project.targets)
                try Baseline(result.diagnostics).write(to: baselinePath)
                print("trellis-check: wrote \(result.diagnostics.count) findings to \(baselinePath)")
                return
            }
            let known = try baselinePath.map(Baseline.load(from:)) ?? Baseline()
            let result = try checker.check(loaded, targets: project.targets, baseline: known)
            let report: String
            switch format {
            case .text:
                report = TextReport(root: project.packagePath).render(result)
            case .json:
                report = try JSONReport().render(result)
            case .sarif:
                let root = URL(fileURLWithPath: project.packagePath).standardizedFileURL.path
                report = try SARIFReport(absoluteRoot: root).render(result)
            }
            let text = TextReport(root: project.packagePath)
            if let output {
                try OutputFile.write(report, to: output)
                standardError(text.summary(result))
            } else {
                print(report, terminator: "")
                // The JSON or SARIF is for a program; the summary is for the person reading the log.
                if format != .text { standardError(text.summary(result)) }
            }
            if result.hasErrors { throw ExitCode(1) }
        }
    }
}
