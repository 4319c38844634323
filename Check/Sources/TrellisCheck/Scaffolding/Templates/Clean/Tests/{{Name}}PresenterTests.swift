import Testing
import Trellis
import TrellisTesting
@testable import {{Module}}

@MainActor
struct {{Name}}PresenterTests {
    @Test(.plugging(Load{{Name}}.self, to: Fixed{{Name}}()), .timeLimit(.minutes(1)))
    func theViewShowsWhatThePresenterLoads() async {
        // Given a view listening to its presenter
        var shown: [String] = []
        let view = {{Name}}View { shown.append($0) }
        view.listenToUpdates()

        // When the presenter loads
        view.presenter.load()

        // Then the view model reaches the view on the main actor
        var turns = 0
        while shown.isEmpty, turns < 10_000 {
            await Task.yield()
            turns += 1
        }
        #expect(shown == ["Hello from {{Name}}"])
        #expect(view.presenter.currentViewModel({{Name}}ViewModel.self) == {{Name}}ViewModel(message: "Hello from {{Name}}"))
    }
}
