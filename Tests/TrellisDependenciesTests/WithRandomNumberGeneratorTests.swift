import Testing
import TrellisDependencies

struct WithRandomNumberGeneratorTests {
    @Test func drawsAdvanceTheGeneratorFromOneCallToTheNext() {
        let random = WithRandomNumberGenerator(Counting())

        let draws = (0..<3).map { _ in random { $0.next() } }

        #expect(draws == [1, 2, 3])
    }

    @Test func copiesLendTheSameGenerator() {
        let random = WithRandomNumberGenerator(Counting())
        let copy = random

        #expect(random { $0.next() } == 1)
        #expect(copy { $0.next() } == 2)
        #expect(random { $0.next() } == 3)
    }

    @Test func aGeneratorReplacedInsideTheClosureLastsForThatCallOnly() {
        let random = WithRandomNumberGenerator(Counting())

        let replaced = random { generator in
            generator = Counting(start: 100)
            return generator.next()
        }

        #expect(replaced == 101)
        #expect(random { $0.next() } == 1)
    }

    @Test func tasksOnManyThreadsEachGetTheirOwnDraws() async {
        // Given one generator shared by eight tasks
        let random = WithRandomNumberGenerator(Counting())

        // When each draws a hundred times
        let draws = await withTaskGroup(of: [UInt64].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<100).map { _ in random { $0.next() } } }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }

        // Then no draw was lost or repeated: the calls took turns
        #expect(draws.sorted() == Array(1...800))
    }

    @Test func theStandardLibrarysRandomFunctionsTakeTheLentGenerator() {
        let random = WithRandomNumberGenerator(Counting())

        let roll = random { Int.random(in: 1...6, using: &$0) }
        let element = random { [10, 20, 30].randomElement(using: &$0) }

        #expect((1...6).contains(roll))
        #expect(element != nil)
        #expect(random { $0.next() } > 2)
    }

    @Test func theClosureMayThrowAndTheErrorReachesTheCaller() {
        let random = WithRandomNumberGenerator(Counting())

        #expect(throws: Refused.self) {
            try random { _ -> Int in throw Refused() }
        }
        #expect(random { $0.next() } == 1)
    }
}

/// Draws 1, 2, 3… from `start`, so a test can tell each draw apart.
private struct Counting: RandomNumberGenerator, Sendable {
    var start: UInt64 = 0

    mutating func next() -> UInt64 {
        start += 1
        return start
    }
}

private struct Refused: Error {}
