import Trellis

/// An actor reading a key both ways: through `@Injected`, when it is made, and through
/// `InjectedValues`, when it runs.
actor NoteIndex {
    @Injected(\.notesStore) private var store: any NotesStore

    func count() -> Int {
        store.notes().count
    }

    func countReadingTheKey() -> Int {
        InjectedValues[\.notesStore].notes().count
    }
}
