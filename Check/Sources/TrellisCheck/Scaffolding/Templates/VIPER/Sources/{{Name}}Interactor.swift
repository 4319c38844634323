import Trellis

/// What the {{name}} presenter can ask of its interactor.
@MainActor
protocol {{Name}}InteractorContract: ViperInteractor {
    func load()
}

/// Gets the {{name}} screen's data through `Load{{Name}}`; its presenter reference is weak.
final class {{Name}}Interactor: {{Name}}InteractorContract {
    weak var presenter: (any {{Name}}PresenterContract)?

    func load() {
        presenter?.interactorDidLoad(action(Load{{Name}}.self))
    }
}
