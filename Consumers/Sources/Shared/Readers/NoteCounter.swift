import Trellis

/// Nonisolated code reading a key where it runs.
nonisolated struct NoteCounter {
    func count() -> Int {
        InjectedValues[\.notesStore].notes().count
    }
}
