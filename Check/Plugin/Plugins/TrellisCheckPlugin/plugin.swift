import Foundation
import PackagePlugin

/// `swift package trellis-check [check|list|graph|new|rules] [options]`: runs `trellis-check` on
/// the package the command is run in.
///
/// The package's folder is passed as `--package-path` unless the arguments name one; `--target`
/// options pass through. The plugin only reads: `new` and `list --output` write files, so run
/// them with the executable (`swift run --package-path Check trellis-check new …`).
@main
struct TrellisCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "trellis-check")
        var arguments = arguments
        let subcommands: Set<String> = ["check", "list", "graph", "rules"]
        if arguments.first.map(subcommands.contains) != true { arguments.insert("check", at: 0) }
        if arguments.first != "rules", !arguments.contains("--package-path") {
            arguments += ["--package-path", context.package.directoryURL.path]
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("trellis-check \(arguments.first ?? "") failed with status \(process.terminationStatus)")
            throw PluginFailure(status: process.terminationStatus)
        }
    }
}

/// The tool's exit status, so `swift package` fails too.
struct PluginFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "trellis-check exited with status \(status)" }
}
