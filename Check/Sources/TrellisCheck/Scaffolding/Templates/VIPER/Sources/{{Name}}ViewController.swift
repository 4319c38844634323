import Trellis

/// What the {{name}} presenter can ask of its view.
@MainActor
protocol {{Name}}ViewContract: ViperView {
    func show(_ message: String)
}

/// The {{name}} view: owns its presenter, tells it when it loads, shows what it is told.
final class {{Name}}ViewController: {{Name}}ViewContract {
    var presenter: (any {{Name}}PresenterContract)?
    private(set) var message: String?

    func viewDidLoad() {
        presenter?.viewDidLoad()
    }

    func show(_ message: String) {
        self.message = message
    }
}
