import Testing
import Trellis
import TrellisTesting
@testable import NotesApp

let saveNote = ActionSpy(SaveNote.self).returning()

/// A spy stands in for the internal action; the public one is plugged as the app plugs it.
@MainActor @Suite struct ActionTests {
    @Test(.plugging(SaveNote.self, to: saveNote))
    func savingANoteCallsTheAction() async throws {
        // When the editor saves a note
        try await NoteEditor().save("Milk", id: 7)
        // Then the action was called with it, and nothing else
        await saveNote.expectCalls([Note(id: 7, text: "Milk")])
    }

    @Test(.plugging(CountWords.self, to: WordCounter()))
    func countingWordsRunsThePublicImplementation() {
        #expect(NoteEditor().words(in: "I am afraid I can't do that") == 7)
    }
}
