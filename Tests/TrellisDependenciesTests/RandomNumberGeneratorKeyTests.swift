import Testing
import TrellisInjection
import TrellisTesting
@testable import TrellisDependencies

struct RandomNumberGeneratorKeyTests {
    @Test func theLiveGeneratorIsTheSystemsGenerator() {
        let lent = RandomNumberGeneratorKey.defaultValue { generator in
            (generator as? WithRandomNumberGenerator.Lent)?.base is SystemRandomNumberGenerator
        }

        #expect(lent)
    }

    @Test(.injecting { $0.randomNumberGenerator = .seeded(1_234_567) })
    func theTraitMakesTheDrawsKnown() {
        let random = InjectedValues[\.randomNumberGenerator]

        #expect(random { $0.next() } == 6_457_827_717_110_365_317)
        #expect(random { $0.next() } == 3_203_168_211_198_807_973)
    }

    @Test func aScopeReplacesTheGeneratorForAFeatureMadeInIt() {
        let dice = withOverrides { $0.randomNumberGenerator = WithRandomNumberGenerator(Sixes()) } operation: {
            Dice()
        }

        #expect(dice.roll() == 6)
        #expect(dice.roll() == 6)
    }
}

/// Rolls a die with the generator it read when it was made.
private struct Dice {
    @Injected(\.randomNumberGenerator) var random: WithRandomNumberGenerator

    func roll() -> Int {
        random { Int.random(in: 1...6, using: &$0) }
    }
}

/// A generator whose every draw is the largest value, so every roll is the highest.
private struct Sixes: RandomNumberGenerator, Sendable {
    func next() -> UInt64 { .max }
}
