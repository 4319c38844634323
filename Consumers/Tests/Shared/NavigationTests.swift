import Testing
import Trellis
@testable import NotesApp

/// The coordinator pushes through its navigator; routes read and write URLs.
@Suite struct NavigationTests {
    @Test @MainActor
    func theCoordinatorShowsTheListThenANote() {
        // Given the notes flow on a navigator that keeps its stack
        let navigator = StackNavigator<NotesRoute>()
        let coordinator = NotesCoordinator(navigator: navigator)
        // When it starts and shows note 3
        coordinator.start()
        coordinator.showNote(id: 3)
        // Then the list, then the note, are on the stack, and the note's flow is its child
        #expect(navigator.stack == [.list, .note(id: 3)])
        #expect(navigator.stack.path == "/notes/3")
        #expect(coordinator.children.count == 1)
    }

    @Test
    func aDeepLinkIsTheStack() throws {
        #expect(try RouteStack<NotesRoute>(path: "/notes/3") == [.list, .note(id: 3)])
    }
}
