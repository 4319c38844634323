import Trellis

/// What the {{name}} view and interactor can ask of their presenter.
@MainActor
protocol {{Name}}PresenterContract: ViperPresenter {
    func viewDidLoad()
    func interactorDidLoad(_ message: String)
}

/// Links the {{name}} view to its interactor; its view reference is weak.
final class {{Name}}Presenter: {{Name}}PresenterContract {
    weak var view: (any {{Name}}ViewContract)?
    var interactor: (any {{Name}}InteractorContract)?
    var router: (any {{Name}}RouterContract)?

    func viewDidLoad() {
        interactor?.load()
    }

    func interactorDidLoad(_ message: String) {
        view?.show(message)
    }
}
