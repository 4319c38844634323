// Public: a conformance of a public type to a public protocol is public, and so its imports.
public import ArgumentParser
public import TrellisCheck

/// `--pattern` takes the library's patterns, by their names or aliases, so the command keeps no
/// list of its own: its help lists `allCases` (ArgumentParser's "values:"), then the aliases.
extension Scaffold.Pattern: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(named: argument)
    }

    /// The aliases, for the option's help: `ssa is supersimple`.
    static var aliasesHelp: String {
        aliases.sorted { $0.key < $1.key }.map { "\($0.key) is \($0.value.rawValue)" }.joined(separator: ", ")
    }
}
