import Trellis

/// The notes flow: shows the list, then a note in a child flow.
final class NotesCoordinator: Coordinator {
    let children = CoordinatorChildren()
    let navigator: any Navigator<NotesRoute>

    init(navigator: any Navigator<NotesRoute>) {
        self.navigator = navigator
    }

    func start() {
        navigator.push(.list)
    }

    func showNote(id: Int) {
        startChild(NoteCoordinator(navigator: navigator, id: id))
    }
}
