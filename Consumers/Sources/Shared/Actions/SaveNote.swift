import Trellis

/// Saves a note: an internal use case, its model crossing from the caller to the action.
enum SaveNote: AsyncAction {
    typealias Input = Note
}

/// Saves through a ``NoteWriter``, which a `Sendable` implementation can hold.
struct SaveNoteInStore: AsyncPerforming {
    let writer = NoteWriter()

    func perform(_ note: Note) async throws {
        writer.write(note)
    }
}
