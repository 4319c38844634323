import Foundation
import Testing
import Trellis
import TrellisTesting

struct UUIDGeneratorIncrementingTests {
    @Test func countsFromZeroInTheLastDigits() {
        let uuid = UUIDGenerator.incrementing

        let made = (0..<3).map { _ in uuid().uuidString }

        #expect(
            made == [
                "00000000-0000-0000-0000-000000000000",
                "00000000-0000-0000-0000-000000000001",
                "00000000-0000-0000-0000-000000000002",
            ])
    }

    @Test func countsInHexadecimal() {
        let uuid = UUIDGenerator.incrementing

        let made = (0..<256).map { _ in uuid().uuidString }

        #expect(made[10] == "00000000-0000-0000-0000-00000000000A")
        #expect(made[16] == "00000000-0000-0000-0000-000000000010")
        #expect(made[255] == "00000000-0000-0000-0000-0000000000FF")
    }

    @Test func eachGeneratorCountsOnItsOwnAndCopiesShareTheCount() {
        let first = UUIDGenerator.incrementing
        let copy = first
        let second = UUIDGenerator.incrementing

        #expect(first().uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(copy().uuidString == "00000000-0000-0000-0000-000000000001")
        #expect(second().uuidString == "00000000-0000-0000-0000-000000000000")
    }

    @Test func callsFromManyTasksNeverAnswerTheSameIdentifierTwice() async {
        let uuid = UUIDGenerator.incrementing

        let made = await withTaskGroup(of: [UUID].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<100).map { _ in uuid() } }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }

        #expect(Set(made).count == 800)
        #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000320")  // 800 in hexadecimal
    }

    @Test(.injecting { $0.uuid = .incrementing }, arguments: [1, 2])
    func theClosureTraitStartsEveryCaseFromZero(case: Int) {
        let uuid = InjectedValues[\.uuid]

        #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    }
}
