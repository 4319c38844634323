import Testing
import Trellis
@testable import NotesApp

/// The presenter publishes a view model; the screen receives it on the main actor.
@Suite struct PresenterTests {
    @Test @MainActor
    func thePresenterDeliversToTheScreen() async {
        // Given a screen listening to its presenter
        let screen = NotesScreen()
        screen.listen()
        // When the presenter is given two notes
        screen.presenter.add(Note(id: 1, text: "Pod bay"))
        screen.presenter.add(Note(id: 2, text: "Jupiter"))
        await screen.presenter.viewModels.delivered()
        // Then the screen shows their titles
        #expect(screen.titles == ["Pod bay", "Jupiter"])
        #expect(screen.presenter.currentViewModel(NotesViewModel.self) == NotesViewModel(titles: ["Pod bay", "Jupiter"]))
    }
}
