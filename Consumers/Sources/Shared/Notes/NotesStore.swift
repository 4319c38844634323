import Trellis

/// Where the notes are kept: read from the main actor, the actions and actors alike.
nonisolated protocol NotesStore: Sendable {
    func notes() -> [Note]
    func add(_ note: Note)
}

private enum NotesStoreKey: InjectionKey {
    static let defaultValue: any NotesStore = NonEmptyNotesStore(base: InMemoryNotesStore())
    static var testValue: any NotesStore { InMemoryNotesStore() }
}

nonisolated extension InjectedValues {
    var notesStore: any NotesStore {
        get { Self[NotesStoreKey.self] }
        set { Self[NotesStoreKey.self] = newValue }
    }
}
