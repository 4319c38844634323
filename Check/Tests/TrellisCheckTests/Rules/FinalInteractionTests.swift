import Testing
import TrellisCheck

struct FinalInteractionTests {
    @Test func anInteractionClassThatIsNotFinalIsAnError() throws {
        let findings = try Fixtures.findings(.finalInteraction, in: "Rules/final-interaction/violating")

        #expect(findings.map(\.location.line) == [10, 17])
        #expect(findings.map(\.message) == [
            "the interaction `PodBayDoorsInteraction` is a class that can be inherited from",
            "the interaction `LikeHandler` is a class that can be inherited from",
        ])
    }

    @Test func finalClassesAndActorsAreFine() throws {
        #expect(try Fixtures.findings(.finalInteraction, in: "Rules/final-interaction/clean").isEmpty)
    }
}
