import Testing
import TrellisCheck

struct WeakViewReferenceTests {
    @Test func strongBackReferencesAreErrors() throws {
        let findings = try Fixtures.findings(.weakViewReference, in: "Rules/weak-view-reference/violating")

        #expect(findings.map(\.location.line) == [11, 24, 28, 32, 38])
        #expect(findings.map(\.message) == [
            "`PodBayDoorsInteraction.banner` holds `BannerView` strongly, which holds it back: PodBayDoorsInteraction.banner → BannerView (via BannerRendering) .interaction → PodBayDoorsInteraction; none of them is ever freed",
            "`UserPresenter.view` holds its view `UserViewContract` strongly; a presenter holds its view weakly, or neither is ever freed",
            "`UserInteractor.presenter` holds its presenter `UserPresenterContract` strongly; an interactor holds its presenter weakly, or neither is ever freed",
            "`UserRouter.entry` holds its view `UserViewContract` strongly; a router holds its view weakly, or neither is ever freed",
            "`GenericInteraction.banner` holds its view `BannerRendering` strongly; an interaction holds its view weakly, or neither is ever freed",
        ])
        #expect(findings[0].fix == "declare it `weak var banner: (any BannerRendering)?`")
        #expect(findings[0].notes.map(\.location.line) == [15])
        #expect(findings[4].fix == "declare it `weak var banner: Banner?`, or keep it in a `WeakRendering<…>`")
    }

    @Test func weakUnownedAndWeakRenderingReferencesAreFine() throws {
        #expect(try Fixtures.findings(.weakViewReference, in: "Rules/weak-view-reference/clean").isEmpty)
    }
}
