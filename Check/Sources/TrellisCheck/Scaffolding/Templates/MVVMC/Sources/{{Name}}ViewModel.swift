import Observation
import Trellis

/// What the {{name}} view shows, kept up to date; it tells its coordinator, held weakly,
/// when the user is done.
@Observable
@MainActor
final class {{Name}}ViewModel {
    private(set) var message = ""
    @ObservationIgnored private weak var coordinator: {{Name}}Coordinator?

    init(coordinator: {{Name}}Coordinator?) {
        self.coordinator = coordinator
    }

    func load() {
        message = action(Load{{Name}}.self)
    }

    func didTapDone() {
        coordinator?.{{name}}DidFinish()
    }
}
