import Trellis

/// The view: listens to its presenter, holding itself weakly.
@MainActor final class NotesScreen {
    let presenter = NotesPresenter()
    private(set) var titles: [String] = []

    func listen() {
        presenter.viewModel(NotesViewModel.self, owner: self) { screen, viewModel in
            screen.titles = viewModel.titles
        }
    }
}
