#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs one scenario of the storage engine's stress test, or `all` of them, each in a
/// process of its own.
///
/// ```
/// trellis-stress exit-path
/// trellis-stress all --seconds 5
/// ```
///
/// A scenario prints its progress and one result line, `PASS name: figures` or
/// `FAIL name: figures`, and exits 0 when it passed, 1 when it failed, and 2 when the
/// watchdog found it hung.
@main
struct TrellisStress {
    /// Every scenario, in the order `all` runs them.
    static let scenarios: [Scenario] = [
        Scenario(name: ExitPath.name, run: ExitPath.run),
        Scenario(name: ExitInsideCall.name, run: ExitInsideCall.run),
        Scenario(name: DeinitReentry.name, run: DeinitReentry.run),
        Scenario(name: ReadersWriters.name, run: ReadersWriters.run),
        Scenario(name: ThreadChurn.name, run: ThreadChurn.run),
    ]

    static func main() {
        guard let (name, options) = Options.parse(CommandLine.arguments.dropFirst()) else {
            usage()
        }
        if name == "all" {
            exit(ChildProcesses.runAll(scenarios, options) ? 0 : 1)
        }
        guard let scenario = scenarios.first(where: { $0.name == name }) else { usage() }
        Watchdog.start(watching: name)
        exit(scenario.run(options) ? 0 : 1)
    }

    private static func usage() -> Never {
        let names = (scenarios.map(\.name) + ["all"]).joined(separator: "|")
        printNow("usage: trellis-stress <\(names)> [--seconds N]")
        exit(64)
    }
}

/// One scenario: its name on the command line, and what runs it and says whether it passed.
struct Scenario: Sendable {
    let name: String
    let run: @Sendable (Options) -> Bool
}

/// The command line's options.
struct Options: Sendable {
    /// How long the timed scenarios run (`readers-writers`); the others are bounded by count.
    var seconds = 5.0

    /// The scenario's name and the options, or nil when the arguments make no sense.
    static func parse(_ arguments: ArraySlice<String>) -> (String, Options)? {
        var options = Options()
        var rest = arguments
        guard let name = rest.popFirst() else { return nil }
        while let argument = rest.popFirst() {
            guard argument == "--seconds", let value = rest.popFirst().flatMap(Double.init), value > 0 else { return nil }
            options.seconds = value
        }
        return (name, options)
    }
}
