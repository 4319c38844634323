/// The summary of one case's samples.
struct Statistics: Sendable {
    let median: Double
    let p90: Double
    let samples: Int

    /// Median and 90th percentile (nearest rank) of `samples`.
    init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "a case produced no samples")
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        median = sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
        let rank = Int((0.9 * Double(sorted.count)).rounded(.up))
        p90 = sorted[min(sorted.count, max(rank, 1)) - 1]
        self.samples = samples.count
    }
}
