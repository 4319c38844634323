import Testing
import Trellis
import TrellisTesting
@testable import NotesApp

/// Every kind of code reading a key sees the value the test names.
@Suite struct ReaderTests {
    @Test(.injecting(\.notesStore, InMemoryNotesStore([Note(id: 1, text: "Pod bay"), Note(id: 2, text: "Jupiter")])))
    func anActorAndNonisolatedCodeSeeTheTestsStore() async {
        // Given an actor made in the test
        let index = NoteIndex()
        // Then it reads the test's store through @Injected and through InjectedValues
        #expect(await index.count() == 2)
        #expect(await index.countReadingTheKey() == 2)
        // And so does nonisolated code, on the main actor and off it
        #expect(NoteCounter().count() == 2)
        #expect(await countOffTheMainActor() == 2)
    }

    @Test(.injecting(\.notesStore, NonEmptyNotesStore(base: InMemoryNotesStore())))
    func aStructImplementationKeepsNoEmptyNote() {
        // When an empty and a written note are saved
        NoteWriter().write(Note(id: 1, text: ""))
        NoteWriter().write(Note(id: 2, text: "Frank"))
        // Then the store keeps the written one only
        #expect(NoteCounter().count() == 1)
    }
}

/// Reads the store on the global executor, in the test's task, where its values hold.
@concurrent func countOffTheMainActor() async -> Int {
    NoteCounter().count()
}
