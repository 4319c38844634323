import Foundation
import Testing
import TrellisDependencies

struct DateGeneratorTests {
    @Test func everyReadCallsTheClosureAgain() {
        // Given a generator that answers one second later on every call
        let calls = Calls()
        let date = DateGenerator { Date(timeIntervalSince1970: Double(calls.next())) }

        // When it is read through both spellings
        let first = date.now
        let second = date()

        // Then each read asked the closure
        #expect(first == Date(timeIntervalSince1970: 0))
        #expect(second == Date(timeIntervalSince1970: 1))
    }
}
