import Foundation
import Testing
import TrellisInjection
import TrellisTesting
@testable import TrellisDependencies

struct DateGeneratorKeyTests {
    @Test func theLiveDateIsTheSystemsCurrentDate() {
        let before = Date()
        let read = DateGeneratorKey.defaultValue.now
        let after = Date()

        #expect(before <= read)
        #expect(read <= after)
    }

    @Test(.injecting(\.date, .constant(Date(timeIntervalSinceReferenceDate: 0))))
    func theTraitFixesTheDate() {
        #expect(InjectedValues[\.date].now == Date(timeIntervalSinceReferenceDate: 0))
    }

    @Test func aScopeFixesTheDateForAFeatureMadeInIt() {
        let fixed = Date(timeIntervalSince1970: 1_000_000_000)

        let note = withOverrides { $0.date = DateGenerator { fixed } } operation: {
            NoteMaker().makeNote("Open the pod bay doors")
        }

        #expect(note == Note(text: "Open the pod bay doors", createdAt: fixed))
    }
}

private struct Note: Equatable {
    var text: String
    var createdAt: Date
}

/// Stamps notes with the date it read when it was made.
private struct NoteMaker {
    @Injected(\.date) var date: DateGenerator

    func makeNote(_ text: String) -> Note {
        Note(text: text, createdAt: date.now)
    }
}
