import ArticleExamples
import Testing
import TrellisRendering

@MainActor
struct AssemblerTests {
    @Test func hal9000AssemblerBuildsAWiredScreen() {
        // Given
        let assembler = HAL9000Assembler()

        // When
        let screen = assembler.assemble()
        screen.didTapMainButton()

        // Then: the interaction was handed the banner view.
        #expect(screen.bannerView.renderCount == 1)
    }

    @Test func everyAssemblyBuildsANewScreen() {
        // Given
        let assembler = HAL9000Assembler()

        // When
        let first = assembler.assemble()
        let second = assembler.assemble()
        first.didTapMainButton()

        // Then
        #expect(first !== second)
        #expect(second.bannerView.renderCount == 0)
    }

    @Test func genericCodeAssemblesAnyScreen() {
        // Given
        func build<A: Assembler>(with assembler: A) -> A.Screen { assembler.assemble() }

        // When
        let screen: HAL9000Screen = build(with: HAL9000Assembler())

        // Then
        #expect(screen.bannerView.renderCount == 0)
    }
}
