import ArgumentParser

/// `trellis-check`: finds unplugged actions and broken architecture rules before the app runs,
/// lists what each feature uses, draws the feature graph and writes new screens.
@main
struct TrellisCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis-check",
        abstract: "Check a Trellis package's feature graph and architecture rules, from source.",
        subcommands: [CheckCommand.self, ListCommand.self, GraphCommand.self, NewCommand.self, RulesCommand.self],
        defaultSubcommand: CheckCommand.self
    )
}
