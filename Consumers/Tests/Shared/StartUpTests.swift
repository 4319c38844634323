import Testing
import Trellis
import TrellisTesting
@testable import NotesApp

/// The app's start-up, run by each test in a scope of its own: its plugs go in, the store it
/// installs is held back, and the test reads the store's test value.
@MainActor @Suite struct StartUpTests {
    @Test(.overriding(configureApp))
    func theStartUpPlugsBothActions() async throws {
        // Given the app's wiring
        let editor = NoteEditor()
        // When a note is saved and its words are counted
        try await editor.save("Buy milk", id: 1)
        let words = editor.words(in: "Buy milk")
        // Then the internal and the public implementation ran, on the test's store
        #expect(InjectedValues[\.notesStore].notes() == [Note(id: 1, text: "Buy milk")])
        #expect(words == 2)
    }

    @Test(.overriding(configureApp))
    func theWriterAndTheListShareTheTestsStore() async throws {
        // Given a list made before anything is saved
        let list = NoteList()
        // When one note goes through the plugged action's writer and one through a writer of its own
        try await SaveNote.perform(Note(id: 1, text: "Call Frank"))
        NoteWriter().write(Note(id: 2, text: "Open the doors"))
        list.reload()
        // Then the list shows both: one store serves every reader in the test
        #expect(list.notes == [Note(id: 1, text: "Call Frank"), Note(id: 2, text: "Open the doors")])
    }

    @Test(.overriding(configureAppCountingNoWords))
    func aStartUpOfTheTestTargetsOwnRuns() {
        #expect(NoteEditor().words(in: "Hello, HAL") == 0)
    }
}

/// A start-up of the test target's own: main-actor code where the target's default isolation
/// is the main actor, as the app's is.
func configureAppCountingNoWords(_ app: inout InjectedValues) {
    configureApp(&app)
    app.plug(CountWords.self) { _ in 0 }
}
