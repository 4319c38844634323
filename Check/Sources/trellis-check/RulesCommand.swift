import Foundation
import ArgumentParser
import TrellisCheck

/// Prints every rule with its default severity and summary.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List the rules, their default severity and what each checks.")

    func run() {
        for rule in RuleCatalog.all {
            print("\(rule.id.rawValue.padding(toLength: 24, withPad: " ", startingAt: 0)) \(rule.defaultSeverity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(rule.summary)")
        }
    }
}
