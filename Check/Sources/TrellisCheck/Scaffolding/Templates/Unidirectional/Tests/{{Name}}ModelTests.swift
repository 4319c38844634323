import Testing
import Trellis
import TrellisTesting
@testable import {{Module}}

@MainActor
struct {{Name}}ModelTests {
    @Test(.plugging(Load{{Name}}.self, to: Fixed{{Name}}()))
    func appearingDrawsWhatLoad{{Name}}Answers() {
        // Given a view over a new model
        var drawn: [{{Name}}Model.State] = []
        let view = {{Name}}View { drawn.append($0) }

        // When the screen appears
        view.send(.appeared)

        // Then the view draws the state the action's answer made
        #expect(drawn == [{{Name}}Model.State(message: "Hello from {{Name}}")])
    }

    @Test(.plugging(Load{{Name}}.self, to: Fixed{{Name}}()))
    func aStateThatDidNotChangeIsNotDrawnAgain() {
        var drawn: [{{Name}}Model.State] = []
        let view = {{Name}}View { drawn.append($0) }
        view.send(.appeared)
        view.send(.appeared)
        #expect(drawn.count == 1)
    }
}
