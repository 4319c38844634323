import Trellis

/// Turns notes into what the screen shows; the notes it keeps stay on the main actor.
@MainActor final class NotesPresenter: Presenter {
    let viewModels = ViewModels()
    private var notes: [Note] = []

    func add(_ note: Note) {
        notes.append(note)
        update(viewModel: NotesViewModel(titles: notes.map(\.text)))
    }
}
