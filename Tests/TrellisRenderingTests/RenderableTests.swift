import ArticleExamples
import Testing
import TrellisRendering

struct RenderableTests {
    @Test func bannerRenderableFormatsWhatOnlyAppleHas() {
        // Given / When
        let renderable = BannerRenderable(what: "courage")

        // Then
        #expect(renderable.message == "Only 🍎 has courage")
    }

    @Test func equalRenderablesCompareEqual() {
        // Given
        let one = BannerRenderable(what: "courage")
        let same = BannerRenderable(message: "Only 🍎 has courage")
        let other = BannerRenderable(what: "taste")

        // Then
        #expect(one == same)
        #expect(one != other)
    }

    @Test(.timeLimit(.minutes(1))) func aRenderableCrossesToTheMainActor() async {
        // Given
        let renderable = await Task.detached { BannerRenderable(what: "threads") }.value

        // When
        let view = await MainActor.run {
            let view = BannerView()
            view.render(renderable)
            return view.text
        }

        // Then
        #expect(view == "Only 🍎 has threads")
    }
}
