/// The presenter: asks for the note once it has an interactor, and shows it.
final class NoteDetailPresenter: NoteDetailPresenting {
    weak var view: (any NoteDetailViewing)?
    var router: (any NoteDetailRouting)?
    var interactor: (any NoteDetailInteracting)? {
        didSet { interactor?.fetchNote() }
    }

    func interactorDidFetch(_ note: Note?) {
        view?.show(note?.text ?? "No such note")
    }
}
