/// Measures the cases of a group: warm-up, calibration of the inner loop, then interleaved
/// rounds of samples.
struct Runner {
    let settings: Settings
    private let clock = ContinuousClock()

    init(settings: Settings) {
        self.settings = settings
    }

    /// Nanoseconds per operation of every sample of every case, in the group's order.
    func measure(_ group: BenchmarkGroup) async -> [[Double]] {
        var iterations: [Int] = []
        for benchmark in group.cases {
            iterations.append(await calibrate(benchmark.body))
        }
        var samples = Array(repeating: [Double](), count: group.cases.count)
        let runsPerRound = group.cases.map { benchmark -> Int in
            if case .fixed = benchmark.body { return 1 }
            return settings.samplesPerRound
        }
        for _ in 0..<settings.rounds {
            for (index, benchmark) in group.cases.enumerated() {
                for _ in 0..<runsPerRound[index] {
                    let elapsed = await time(benchmark.body, iterations: iterations[index])
                    let operations = operations(of: benchmark, iterations: iterations[index])
                    samples[index].append(elapsed.nanoseconds / Double(operations))
                }
            }
        }
        return samples
    }

    // MARK: - Internal

    private func operations(of benchmark: BenchmarkCase, iterations: Int) -> Int {
        if case .fixed(let operations, _) = benchmark.body { return operations }
        return iterations * benchmark.operationsPerIteration
    }

    private func time(_ body: BenchmarkCase.Body, iterations: Int) async -> Duration {
        switch body {
        case .loop(let loop):
            let start = clock.now
            loop(iterations)
            return clock.now - start
        case .asyncLoop(let loop):
            let start = clock.now
            await loop(iterations)
            return clock.now - start
        case .fixed(_, let run):
            return await run()
        }
    }

    /// Runs the body for the warm-up time while growing its loop, and returns the loop count
    /// that makes one sample last about ``Settings/sampleTime``.
    private func calibrate(_ body: BenchmarkCase.Body) async -> Int {
        if case .fixed = body {
            _ = await time(body, iterations: 1)  // one warm-up run
            return 1
        }
        let target = settings.sampleTime.nanoseconds
        let warmUpEnd = clock.now.advanced(by: settings.warmUp)
        var iterations = 1
        while true {
            let elapsed = max(await time(body, iterations: iterations).nanoseconds, 1)
            if elapsed >= target {
                if clock.now >= warmUpEnd {
                    return max(1, Int((Double(iterations) * target / elapsed).rounded()))
                }
            } else {
                let scale = min(10, max(2, target / elapsed * 1.2))
                iterations = Int(Double(iterations) * scale)
            }
        }
    }
}

extension Duration {
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
