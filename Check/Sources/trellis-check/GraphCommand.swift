import ArgumentParser
import Foundation
import TrellisCheck

/// Draws the feature graph as Mermaid or Graphviz DOT.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the feature graph: screens, the actions and keys each uses, where each is plugged.",
        discussion: "Render DOT with Graphviz: trellis-check graph --format dot | dot -Tsvg -o graph.svg"
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case mermaid, dot
    }

    @OptionGroup var project: ProjectOptions

    @Option(help: "mermaid or dot.")
    var format: Format = .mermaid

    enum Grouping: String, ExpressibleByArgument, CaseIterable {
        case screen, target
    }

    @Option(name: .customLong("group-by"), help: "screen (the parts of a target sharing a name, boxed by target) or target.")
    var grouping: Grouping = .screen

    @Flag(help: "Draw test targets and the plugs in tests too.")
    var includeTests = false

    @Option(help: "Write to this file instead of standard output.")
    var output: String?

    func run() throws {
        try failingClearly {
            let (analysis, _) = try project.analysis()
            guard reportingNotices(of: analysis, root: project.packagePath) else { return }
            let picture = FeaturePicture.make(analysis, grouping: FeaturePicture.Grouping(rawValue: grouping.rawValue)!, includeTests: includeTests)
            let text = format == .mermaid ? picture.mermaid() : picture.dot()
            if let output {
                try OutputFile.write(text, to: output)
            } else {
                print(text, terminator: "")
            }
        }
    }
}
