import Testing
import TrellisCheck

struct ViewNoRepositoryTests {
    @Test func aViewThatReadsAKeyOrCallsAnActionIsAnError() throws {
        let findings = try Fixtures.findings(.viewNoRepository, in: "Rules/view-no-repository/violating")

        #expect(findings.map(\.location.line) == [16, 21])
        #expect(findings.map(\.message) == [
            "the view `BannerView` reads the injection key `\\.usersRepository`",
            "the view `BannerView` calls the action `OpenPodBayDoors`",
        ])
    }

    @Test func theInteractionReadsAndCallsForTheView() throws {
        #expect(try Fixtures.findings(.viewNoRepository, in: "Rules/view-no-repository/clean").isEmpty)
    }
}
