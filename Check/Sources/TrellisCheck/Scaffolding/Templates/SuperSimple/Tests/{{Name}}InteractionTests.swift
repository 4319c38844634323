import Testing
import Trellis
import TrellisTesting
@testable import {{Module}}

@MainActor
struct {{Name}}InteractionTests {
    @Test(.plugging(Load{{Name}}.self, to: Fixed{{Name}}()))
    func rendersWhatLoad{{Name}}Answers() {
        // Given a view in use by the interaction
        var shown: [String] = []
        let view = {{Name}}View { shown.append($0) }
        let interaction = {{Name}}Interaction()
        interaction.use(view)

        // When the screen appears
        interaction.didAppear()

        // Then the view shows the action's answer
        #expect(shown == ["Hello from {{Name}}"])
    }

    @Test(.plugging(Load{{Name}}.self, to: Fixed{{Name}}()))
    func rendersNothingOnceTheViewIsGone() {
        var shown: [String] = []
        let interaction = {{Name}}Interaction()
        do {
            let view = {{Name}}View { shown.append($0) }
            interaction.use(view)
        }
        interaction.didAppear()
        #expect(shown.isEmpty)
    }
}
