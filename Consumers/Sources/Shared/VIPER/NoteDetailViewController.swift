/// The view: owns the module through its presenter.
final class NoteDetailViewController: NoteDetailViewing {
    var presenter: (any NoteDetailPresenting)?
    private(set) var text = ""

    func show(_ text: String) {
        self.text = text
    }
}
