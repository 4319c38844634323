/// Sebastiano Vigna's SplitMix64 (2015), the generator behind Java's `SplittableRandom` and
/// the seeding of xoshiro: a 64-bit state that grows by the golden-ratio constant on every
/// draw, and an output that mixes it with two multiply-xorshift rounds.
///
/// Here for TrellisTesting's seeded generator and the kit's placeholder generator. Not for
/// cryptography: a test draws the same numbers from the same seed on every platform
/// and every run, which is all it is for. Reference outputs for seed 1234567:
/// 6457827717110365317, 3203168211198807973, 9817491932198370423.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
