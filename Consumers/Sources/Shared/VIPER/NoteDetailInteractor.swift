import Trellis

/// The interactor: fetches the note from the injected store.
final class NoteDetailInteractor: NoteDetailInteracting {
    @Injected(\.notesStore) private var store: any NotesStore
    weak var presenter: (any NoteDetailPresenting)?
    let noteID: Int

    init(noteID: Int) {
        self.noteID = noteID
    }

    func fetchNote() {
        presenter?.interactorDidFetch(store.notes().first { $0.id == noteID })
    }
}
