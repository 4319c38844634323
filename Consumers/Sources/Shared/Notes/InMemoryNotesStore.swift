import Synchronization

/// Notes kept in memory: a `final class` whose one stored property is a lock, so it is `Sendable`.
nonisolated final class InMemoryNotesStore: NotesStore {
    private let saved: Mutex<[Note]>

    init(_ notes: [Note] = []) {
        saved = Mutex(notes)
    }

    func notes() -> [Note] {
        saved.withLock { $0 }
    }

    func add(_ note: Note) {
        saved.withLock { $0.append(note) }
    }
}
