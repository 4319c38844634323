/// How long and how often each case is measured.
struct Settings: Sendable {
    /// Time spent running a case before its samples are taken, at least.
    var warmUp: Duration
    /// The inner loop is calibrated so one sample takes about this long.
    var sampleTime: Duration
    /// Passes over a group; every pass takes ``samplesPerRound`` samples of each case in turn,
    /// so a disturbance on the machine hits all the cases of a group alike.
    var rounds: Int
    /// Samples of a looped case per round; a fixed-size case (the presenter flood) runs once
    /// per round, after one warm-up run.
    var samplesPerRound: Int

    var samples: Int { rounds * samplesPerRound }

    /// The published configuration: 35 samples of about 2 ms per case.
    static let full = Settings(
        warmUp: .milliseconds(50), sampleTime: .milliseconds(2), rounds: 5, samplesPerRound: 7
    )

    /// Every case, a few short samples each: proves the package builds and runs, not how fast.
    static let smoke = Settings(
        warmUp: .milliseconds(2), sampleTime: .microseconds(200), rounds: 1, samplesPerRound: 3
    )
}
