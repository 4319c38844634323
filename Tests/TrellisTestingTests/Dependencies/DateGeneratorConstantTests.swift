import Foundation
import Testing
import Trellis
import TrellisTesting

struct DateGeneratorConstantTests {
    private static let moonLanding = Date(timeIntervalSince1970: -14_182_940)

    @Test func everyReadAnswersTheSameDate() {
        let date = DateGenerator.constant(Self.moonLanding)

        #expect(date.now == Self.moonLanding)
        #expect(date() == Self.moonLanding)
        #expect(date.now == Self.moonLanding)
    }

    @Test(.injecting(\.date, .constant(moonLanding)))
    func theTraitFixesTheDateAFeatureReads() {
        #expect(InjectedValues[\.date].now == Self.moonLanding)
    }
}
