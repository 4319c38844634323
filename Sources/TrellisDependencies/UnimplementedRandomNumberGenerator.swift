import TrellisInjection

/// The generator a test gets when it does not override the random numbers: each number drawn
/// fails the test.
///
/// The numbers follow a fixed sequence rather than a constant: `Int.random(in:using:)` draws
/// again for as long as a number falls in its rejected band, and a constant there never ends.
struct UnimplementedRandomNumberGenerator: RandomNumberGenerator, Sendable {
    let fail: UnimplementedCall
    private var numbers = SplitMix64(seed: 0)

    init(fail: UnimplementedCall) {
        self.fail = fail
    }

    mutating func next() -> UInt64 {
        fail("next()")
        return numbers.next()
    }
}
