import Trellis

/// One note's flow.
final class NoteCoordinator: Coordinator {
    let children = CoordinatorChildren()
    let navigator: any Navigator<NotesRoute>
    let id: Int

    init(navigator: any Navigator<NotesRoute>, id: Int) {
        self.navigator = navigator
        self.id = id
    }

    func start() {
        navigator.push(.note(id: id))
    }
}
