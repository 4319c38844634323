import Foundation

/// One measured operation.
struct BenchmarkCase {
    /// The code under measurement.
    enum Body {
        /// Performs the operation `n` times.
        case loop((Int) -> Void)
        /// Performs the operation `n` times, in an asynchronous context.
        case asyncLoop((Int) async -> Void)
        /// Performs `operations` operations once and returns how long they took, measured
        /// by the body itself (for work that ends on another thread).
        case fixed(operations: Int, run: () async -> Duration)
    }

    let name: String
    /// Operations performed by one iteration of the loop; results are per operation.
    var operationsPerIteration = 1
    let body: Body
    var target: Target?
    /// Shows operations per second instead of a target ratio when set.
    var showsThroughput = false

    init(
        _ name: String, operationsPerIteration: Int = 1, target: Target? = nil,
        showsThroughput: Bool = false, body: Body
    ) {
        self.name = name
        self.operationsPerIteration = operationsPerIteration
        self.target = target
        self.showsThroughput = showsThroughput
        self.body = body
    }

    static func loop(
        _ name: String, operationsPerIteration: Int = 1, target: Target? = nil, _ body: @escaping (Int) -> Void
    ) -> BenchmarkCase {
        BenchmarkCase(name, operationsPerIteration: operationsPerIteration, target: target, body: .loop(body))
    }

    static func asyncLoop(
        _ name: String, target: Target? = nil, _ body: @escaping (Int) async -> Void
    ) -> BenchmarkCase {
        BenchmarkCase(name, target: target, body: .asyncLoop(body))
    }
}

/// Cases measured together, in interleaved rounds, against the first one: the floor.
struct BenchmarkGroup {
    let title: String
    /// The first case is the floor every ratio in the group is taken against.
    let cases: [BenchmarkCase]
    /// Lines printed under the group's table.
    var notes: [String] = []

    /// The group if its title (or `alias`) contains `filter`; otherwise its floor and the
    /// cases whose names contain `filter`, or `nil` when none does.
    func keeping(matching filter: String, alsoMatching alias: String) -> BenchmarkGroup? {
        if title.localizedCaseInsensitiveContains(filter) || alias.localizedCaseInsensitiveContains(filter) {
            return self
        }
        let matching = cases.dropFirst().filter { $0.name.localizedCaseInsensitiveContains(filter) }
        guard !matching.isEmpty else { return nil }
        return BenchmarkGroup(title: title, cases: [cases[0]] + matching, notes: notes)
    }
}

/// The goal a case is judged by, from the printed figures.
enum Target {
    /// Median at most `limit` times the median of the case named `reference`.
    case ratio(to: String, atMost: Double)
    /// Median at most `nanoseconds`, and below the median of the case named `fasterThan`.
    case nanoseconds(atMost: Double, fasterThan: String?)
    /// Ratio to the group's floor within `tolerance` (0.2 = 20 %) of the ratio of the case
    /// named `reference` to its own group's floor. Comparing ratios, not nanoseconds, keeps a
    /// change in the machine's speed between two groups from counting as growth.
    case flat(relativeTo: String, tolerance: Double)
    /// At least `perSecond` operations per second.
    case throughput(atLeast: Double)
}
