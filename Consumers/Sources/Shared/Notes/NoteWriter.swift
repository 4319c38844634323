import Trellis

/// A `Sendable` service holding an injected dependency: a property wrapper's storage is a
/// `var`, which a `Sendable` class may not hold, so it reads the key into a `let`.
nonisolated final class NoteWriter: Sendable {
    let store = InjectedValues[\.notesStore]

    func write(_ note: Note) {
        store.add(note)
    }
}
