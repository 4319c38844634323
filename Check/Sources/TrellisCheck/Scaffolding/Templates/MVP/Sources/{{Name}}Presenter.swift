import Trellis

/// What the {{name}} presenter asks of its passive view.
@MainActor
protocol {{Name}}ViewDelegate: AnyObject {
    /// A new ``{{Name}}ViewModel`` was published; show it.
    func updateView()
}

/// Loads what the {{name}} screen shows through `Load{{Name}}`, publishes it as a view
/// model and tells its view, which it holds weakly: the view owns the presenter.
@MainActor
final class {{Name}}Presenter: Presenter {
    let viewModels = ViewModels()
    private weak var view: (any {{Name}}ViewDelegate)?

    init(view: any {{Name}}ViewDelegate) {
        self.view = view
    }

    func load() {
        update(viewModel: {{Name}}ViewModel(message: action(Load{{Name}}.self)))
        view?.updateView()
    }
}
