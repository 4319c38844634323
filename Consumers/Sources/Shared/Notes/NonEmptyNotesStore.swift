/// A store in front of another that keeps no empty note: a `struct` implementation.
nonisolated struct NonEmptyNotesStore: NotesStore {
    let base: any NotesStore

    func notes() -> [Note] {
        base.notes()
    }

    func add(_ note: Note) {
        guard !note.text.isEmpty else { return }
        base.add(note)
    }
}
