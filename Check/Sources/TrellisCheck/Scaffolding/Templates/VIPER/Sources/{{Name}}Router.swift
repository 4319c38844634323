import Trellis

/// What the {{name}} presenter can ask of its router.
@MainActor
protocol {{Name}}RouterContract: ViperRouter {}

/// Builds the {{name}} module; both its references are weak.
final class {{Name}}Router: {{Name}}RouterContract {
    weak var entry: (any {{Name}}ViewContract)?
    weak var presenter: (any {{Name}}PresenterContract)?

    static func start() -> ViperModule<{{Name}}ViewController, {{Name}}Interactor, {{Name}}Presenter, {{Name}}Router> {
        .assemble(
            view: {{Name}}ViewController(),
            interactor: {{Name}}Interactor(),
            presenter: {{Name}}Presenter(),
            router: {{Name}}Router()
        )
    }
}
