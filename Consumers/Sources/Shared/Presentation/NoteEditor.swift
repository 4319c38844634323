import Trellis

/// The screen that edits a note, calling its action from the main actor.
@MainActor final class NoteEditor {
    func save(_ text: String, id: Int) async throws {
        try await SaveNote.perform(Note(id: id, text: text))
    }

    func words(in text: String) -> Int {
        CountWords.perform(text)
    }
}
