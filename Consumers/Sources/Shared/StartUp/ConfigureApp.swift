import Trellis

/// The app's start-up: installed at launch, run by each test in a scope of its own.
func configureApp(_ app: inout InjectedValues) {
    app.notesStore = NonEmptyNotesStore(base: InMemoryNotesStore())
    app.plug(SaveNote.self, to: SaveNoteInStore())
    app.plug(CountWords.self, to: WordCounter())
}
