/// The {{name}} view: passive. It owns its presenter, asks it to load, and shows the
/// view model it publishes.
@MainActor
final class {{Name}}View: {{Name}}ViewDelegate {
    var presenter: {{Name}}Presenter?
    private(set) var message: String?

    func setupView() {
        presenter?.load()
    }

    func updateView() {
        message = presenter?.currentViewModel({{Name}}ViewModel.self)?.message
    }
}
