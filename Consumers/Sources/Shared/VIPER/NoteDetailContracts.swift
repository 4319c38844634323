import Trellis

/// The note detail module's parts, as the iOS Architecture Patterns notes name them.
protocol NoteDetailViewing: ViperView {
    func show(_ text: String)
}

protocol NoteDetailInteracting: ViperInteractor {
    func fetchNote()
}

protocol NoteDetailPresenting: ViperPresenter {
    func interactorDidFetch(_ note: Note?)
}

protocol NoteDetailRouting: ViperRouter {}
