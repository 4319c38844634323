import ArticleExamples
import Testing

/// Super Simple Architecture's example, end to end: Dave taps, HAL answers, and nothing leaks.
@MainActor
struct PodBayDoorsTests {
    @Test func tappingTheMainButtonRendersHALsAnswer() {
        // Given
        let screen = HAL9000Assembler().assemble()

        // When
        screen.didTapMainButton()

        // Then
        #expect(screen.bannerView.text == PodBayDoorsInteraction.Strings.halsAnswer)
        #expect(screen.bannerView.text == "I know you and Frank were planning to disconnect me, and that is something I cannot allow to happen.")
        #expect(screen.bannerView.renderCount == 1)
    }

    @Test func everyTapRendersAgain() {
        // Given
        let screen = HAL9000Assembler().assemble()

        // When
        screen.didTapMainButton()
        screen.didTapMainButton()

        // Then
        #expect(screen.bannerView.renderCount == 2)
    }

    @Test func theInteractionHoldsTheBannerWeakly() {
        // Given
        let interaction = PodBayDoorsInteraction()
        var bannerView: BannerView? = BannerView()
        weak let releasedView = bannerView
        interaction.use(bannerView!)

        // When
        bannerView = nil

        // Then
        #expect(releasedView == nil)
        interaction.didTapMainButton() // does nothing instead of crashing
    }

    @Test func theInteractionRendersIntoTheLatestBannerItWasGiven() {
        // Given
        let interaction = PodBayDoorsInteraction()
        let first = BannerView()
        let second = BannerView()
        interaction.use(first)

        // When
        interaction.use(second)
        interaction.didTapMainButton()

        // Then
        #expect(first.renderCount == 0)
        #expect(second.renderCount == 1)
    }

    @Test func releasingTheScreenReleasesItsInteractionAndView() {
        // Given
        var screen: HAL9000Screen? = HAL9000Assembler().assemble()
        weak let releasedScreen = screen
        weak let releasedView = screen?.bannerView
        screen?.didTapMainButton()

        // When
        screen = nil

        // Then
        #expect(releasedScreen == nil)
        #expect(releasedView == nil)
    }
}
