import ArticleExamples
import Testing
import TrellisRendering

/// Super Simple Architecture's own spelling of a view protocol, which does not mention Trellis at all.
private protocol SuperSimpleBannerRendering: AnyObject {
    func render(_ renderable: BannerRenderable)
}

private final class SuperSimpleBannerView: SuperSimpleBannerRendering {
    var message: String?
    func render(_ renderable: BannerRenderable) { message = renderable.message }
}

@MainActor
struct RenderingTests {
    @Test func anyRenderingOfARenderableRenders() {
        // Given
        let view = BannerView()
        let rendering: any Rendering<BannerRenderable> = view

        // When
        rendering.render(BannerRenderable(what: "generics"))

        // Then
        #expect(view.text == "Only 🍎 has generics")
    }

    @Test func aRefinedViewProtocolRendersThroughItsExistential() {
        // Given
        let view = BannerView()
        let banner: any BannerRendering = view

        // When
        banner.render(BannerRenderable(message: "Hello, Dave."))

        // Then
        #expect(view.text == "Hello, Dave.")
        #expect(view.renderCount == 1)
    }

    @Test func superSimpleArchitecturesPlainViewProtocolStillCompiles() {
        // Given
        let view = SuperSimpleBannerView()
        let banner: any SuperSimpleBannerRendering = view

        // When
        banner.render(BannerRenderable(what: "backwards compatibility"))

        // Then
        #expect(view.message == "Only 🍎 has backwards compatibility")
    }

    @Test func genericCodeRendersIntoAnyView() {
        // Given
        func show<View: Rendering>(_ content: View.Content, in view: View) { view.render(content) }
        let view = BannerView()

        // When
        show(BannerRenderable(what: "generics"), in: view)

        // Then
        #expect(view.renderCount == 1)
    }
}
