import Trellis

/// The router: assembles the module in one call.
final class NoteDetailRouter: NoteDetailRouting {
    weak var entry: (any NoteDetailViewing)?
    weak var presenter: (any NoteDetailPresenting)?

    static func start(noteID: Int) -> ViperModule<
        NoteDetailViewController, NoteDetailInteractor, NoteDetailPresenter, NoteDetailRouter
    > {
        .assemble(
            view: NoteDetailViewController(), interactor: NoteDetailInteractor(noteID: noteID),
            presenter: NoteDetailPresenter(), router: NoteDetailRouter()
        )
    }
}
