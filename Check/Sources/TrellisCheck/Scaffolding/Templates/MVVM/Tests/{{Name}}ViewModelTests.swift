import Testing
import Trellis
import TrellisTesting
@testable import {{Module}}

@MainActor
struct {{Name}}ViewModelTests {
    @Test(.plugging(Load{{Name}}.self, to: Fixed{{Name}}()), .timeLimit(.minutes(1)))
    func theBoundViewShowsWhatTheViewModelLoads() async {
        // Given a view bound to its view model
        var shown: [String] = []
        let view = {{Name}}View(viewModel: {{Name}}ViewModel()) { shown.append($0) }
        view.bind()

        // When the view model loads
        view.viewModel.load()

        // Then the view shows the new message once told of the change
        var turns = 0
        while shown.count < 2, turns < 10_000 {
            await Task.yield()
            turns += 1
        }
        #expect(shown == ["", "Hello from {{Name}}"])
    }
}
