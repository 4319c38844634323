import Testing
import Trellis
import TrellisTesting

struct WithRandomNumberGeneratorSeededTests {
    @Test func drawsSplitMix64sReferenceSequence() {
        // The published outputs of SplitMix64 for seed 1234567.
        let random = WithRandomNumberGenerator.seeded(1_234_567)

        let draws = (0..<5).map { _ in random { $0.next() } }

        #expect(
            draws == [
                6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
                4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
            ])
    }

    @Test(arguments: [0, 42, UInt64.max])
    func theSameSeedDrawsTheSameSequence(seed: UInt64) {
        let first = WithRandomNumberGenerator.seeded(seed)
        let second = WithRandomNumberGenerator.seeded(seed)

        let rolls = (0..<20).map { _ in first { Int.random(in: 1...6, using: &$0) } }
        let again = (0..<20).map { _ in second { Int.random(in: 1...6, using: &$0) } }

        #expect(rolls == again)
        #expect(Set(rolls).count > 1)
    }

    @Test func differentSeedsDrawDifferentSequences() {
        let first = WithRandomNumberGenerator.seeded(1)
        let second = WithRandomNumberGenerator.seeded(2)

        #expect(first { $0.next() } != second { $0.next() })
    }

    @Test(.injecting { $0.randomNumberGenerator = .seeded(7) })
    func aFeatureReadingTheKeyShufflesTheSameWayEveryRun() {
        let deck = Array(1...10)

        let random = InjectedValues[\.randomNumberGenerator]
        let shuffled = random { deck.shuffled(using: &$0) }

        let again = WithRandomNumberGenerator.seeded(7)
        let expected = again { deck.shuffled(using: &$0) }
        #expect(shuffled == expected)
        #expect(shuffled != deck)
    }
}
