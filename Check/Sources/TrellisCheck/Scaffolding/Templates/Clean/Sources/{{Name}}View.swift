import Trellis

/// The {{name}} view: owns its presenter and shows each view model it delivers.
@MainActor
final class {{Name}}View {
    let presenter: {{Name}}Presenter
    private let show: @MainActor (String) -> Void

    init(presenter: {{Name}}Presenter = {{Name}}Presenter(), show: @escaping @MainActor (String) -> Void) {
        self.presenter = presenter
        self.show = show
    }

    func listenToUpdates() {
        presenter.viewModel { [weak self] (viewModel: {{Name}}ViewModel) in
            self?.show(viewModel.message)
        }
    }
}
