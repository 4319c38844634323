import Testing
import Trellis
import TrellisTesting
@testable import {{Module}}

@MainActor
struct {{Name}}CoordinatorTests {
    @Test(.plugging(Load{{Name}}.self, to: Fixed{{Name}}()))
    func startingShowsWhatLoad{{Name}}Answers() throws {
        // Given a coordinator
        let coordinator = {{Name}}Coordinator()

        // When it starts
        coordinator.start()

        // Then its view shows the action's answer
        let view = try #require(coordinator.viewModel.map({{Name}}View.init))
        #expect(view.text == "Hello from {{Name}}")
    }

    @Test(.plugging(Load{{Name}}.self, to: Fixed{{Name}}()))
    func doneEndsTheFlow() {
        let coordinator = {{Name}}Coordinator()
        coordinator.start()
        coordinator.viewModel?.didTapDone()
        #expect(coordinator.viewModel == nil)
    }
}
