import Observation
import Trellis

/// The notes a screen lists, kept on the main actor.
@MainActor @Observable final class NoteList {
    private(set) var notes: [Note] = []
    @ObservationIgnored @Injected(\.notesStore) private var store: any NotesStore

    func reload() {
        notes = store.notes()
    }
}
