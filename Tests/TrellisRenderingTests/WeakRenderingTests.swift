import ArticleExamples
import Testing
import TrellisRendering

@MainActor
struct WeakRenderingTests {
    @Test func rendersIntoALiveView() {
        // Given
        let view = BannerView()
        let banner = WeakRendering(view)

        // When
        let rendered = banner.render(BannerRenderable(what: "weak references"))

        // Then
        #expect(rendered)
        #expect(view.text == "Only 🍎 has weak references")
    }

    @Test func doesNothingWithoutAView() {
        // Given
        let banner = WeakRendering<BannerRenderable>()

        // When
        let rendered = banner.render(BannerRenderable(what: "nothing"))

        // Then
        #expect(!rendered)
        #expect(banner.view == nil)
    }

    @Test func doesNothingOnceTheViewIsReleased() {
        // Given
        var view: BannerView? = BannerView()
        weak let releasedView = view
        let banner = WeakRendering(view!)

        // When
        view = nil

        // Then
        #expect(releasedView == nil)
        #expect(banner.view == nil)
        #expect(!banner.render(BannerRenderable(what: "ghosts")))
    }

    @Test func useAcceptsAnExistentialView() {
        // Given
        let view = BannerView()
        let existential: any BannerRendering = view
        var banner = WeakRendering<BannerRenderable>()

        // When
        banner.use(existential)
        banner.render(BannerRenderable(message: "opened"))

        // Then
        #expect(banner.view === view)
        #expect(view.text == "opened")
    }
}
