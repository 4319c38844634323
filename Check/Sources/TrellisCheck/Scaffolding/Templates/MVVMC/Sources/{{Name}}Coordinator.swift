import Trellis

/// Runs the {{name}} flow: makes its view model, and ends the flow when the view model
/// says the user is done.
final class {{Name}}Coordinator: Coordinator {
    let children = CoordinatorChildren()
    private(set) var viewModel: {{Name}}ViewModel?

    func start() {
        let viewModel = {{Name}}ViewModel(coordinator: self)
        viewModel.load()
        self.viewModel = viewModel
    }

    func {{name}}DidFinish() {
        viewModel = nil
        finish()
    }
}
