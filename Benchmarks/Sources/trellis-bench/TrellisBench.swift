import Foundation

/// Measures Trellis against a floor, Swinject and swift-dependencies, and prints the tables.
@main
enum TrellisBench {
    static func main() async {
        let options: Options
        do {
            options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            if let message = error.message {
                FileHandle.standardError.write(Data("trellis-bench: \(message)\n\(Options.usage)\n".utf8))
                exit(2)
            }
            print(Options.usage)
            return
        }
        await run(options)
    }

    /// Runs off the main actor, so asynchronous cases never hop executors; only the presenter
    /// case uses the main actor, as an app's view does.
    nonisolated static func run(_ options: Options) async {
        printHeader(options)
        let runner = Runner(settings: options.settings)
        var report = Report(markdown: options.markdown, isFiltered: options.filter != nil)
        let scale = Scale()

        // Plain reads come first anyway: while a scope's override is alive, Trellis reads also
        // check the task-local scope, and no scope may linger from a group before them.
        var builders: [(title: String, make: () async -> BenchmarkGroup)] = [
            ("resolve", { Resolve.group() }),
        ]
        for keys in Scale.stages {
            builders.append(("scale", { scale.group(keys: keys) }))
        }
        builders += [
            ("replacement", { Replacement.group() }),
            // Right after the replacement group, whose replacing row it is measured against.
            ("burst", { ThreadBurst.group() }),
            ("dispatch sync", { Dispatch.syncGroup() }),
            ("dispatch async", { await Dispatch.asyncGroup() }),
            // After the dispatch groups, so their rows never run while an observed scope is alive.
            ("observed", { Observation.group() }),
            ("observed async", { await Observation.asyncGroup() }),
            ("scoped override", { ScopedOverride.group() }),
            ("scope writes", { ScopeWrites.group() }),
            ("presenter", { Presentation.group() }),
            ("presenter pruning", { PresenterPruning.group() }),
        ]

        let started = ContinuousClock.now
        for builder in builders {
            var group = await builder.make()
            if let filter = options.filter {
                guard let filtered = group.keeping(matching: filter, alsoMatching: builder.title) else { continue }
                group = filtered
            }
            let samples = await runner.measure(group)
            if builder.title == "presenter" { group.notes += Presentation.notes() }
            report.add(group, samples: samples)
        }
        let missed = report.printSummary()
        let elapsed = ContinuousClock.now - started
        print("\n\(missed == 0 ? "All targets met" : "\(missed) target(s) missed")"
            + " · measured in \(String(format: "%.1f", elapsed.nanoseconds / 1e9)) s"
            + (options.isSmoke ? " · smoke mode: figures are indicative only" : ""))
    }

    private static func printHeader(_ options: Options) {
        let settings = options.settings
        let mode = options.isSmoke ? "smoke" : "full"
        let lines = [
            "trellis-bench (\(mode)): \(settings.samples) samples of ~\(Format.nanoseconds(settings.sampleTime.nanoseconds / 1000)) µs per case,"
                + " \(settings.rounds) interleaved round(s), warm-up ≥ \(Format.nanoseconds(settings.warmUp.nanoseconds / 1e6)) ms",
            "machine: \(Machine.description)",
            "date: \(Machine.date)",
        ]
        if options.markdown {
            print(lines.map { "- \($0)" }.joined(separator: "\n"))
        } else {
            print(lines.joined(separator: "\n"))
        }
    }
}
